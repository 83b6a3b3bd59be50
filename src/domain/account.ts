/** An email address as the account chooser takes it: something, an @, a domain with a dot; spaces around are ignored. */
export const isEmailAddress = (text: string): boolean => /^\S+@\S+\.\S+$/.test(text.trim())
