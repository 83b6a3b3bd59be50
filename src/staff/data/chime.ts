/**
 * A short beep for a new order, with WebAudio (no sound file to fetch). Browsers let a page make
 * sound only after a tap: `unlock` is called from the tap that turns the sound on, and plays the
 * beep once so staff hear what it will sound like.
 */
export const createChime = (): { readonly unlock: () => void; readonly play: () => void } => {
  let context: AudioContext | null = null
  const play = () => {
    if (context === null) return
    const oscillator = context.createOscillator()
    const gain = context.createGain()
    oscillator.frequency.value = 880
    gain.gain.setValueAtTime(0.2, context.currentTime)
    gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.35)
    oscillator.connect(gain).connect(context.destination)
    oscillator.start()
    oscillator.stop(context.currentTime + 0.35)
  }
  return {
    unlock: () => {
      context ??= typeof AudioContext === "undefined" ? null : new AudioContext()
      void context?.resume()
      play()
    },
    play,
  }
}
