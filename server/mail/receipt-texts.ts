import type { MailLanguage } from "../../schema/receipt-mail"

/**
 * The words of the e-mailed receipt and of the page its link opens, in the app's three
 * languages. The server cannot read the app's catalogues (src/ui is the browser's), so the few
 * labels a receipt shares with the app's receipt screen are the same sentences as there
 * (src/ui/i18n/messages, `receipt.*`); the rest are the mail's own.
 */
export interface ReceiptTexts {
  readonly subject: (venue: string, receiptNumber: string) => string
  readonly intro: (venue: string) => string
  readonly openLink: string
  readonly title: string
  readonly number: string
  readonly date: string
  readonly table: string
  readonly share: string
  readonly subtotal: string
  readonly serviceCharge: string
  readonly yourShare: string
  readonly tip: string
  readonly total: string
  readonly method: string
  readonly card: (brand: string, last4: string) => string
  readonly status: { readonly Pending: string; readonly NeedsConfirmation: string; readonly Refunded: string; readonly Failed: string }
  readonly whyMail: string
  readonly linkRefusedTitle: string
  readonly linkRefused: string
}

export const RECEIPT_TEXTS: Readonly<Record<MailLanguage, ReceiptTexts>> = {
  en: {
    subject: (venue, number) => `Your receipt from ${venue} (${number})`,
    intro: (venue) => `Thank you for dining at ${venue}. Here is your receipt.`,
    openLink: "Open this receipt on the web",
    title: "Receipt",
    number: "Receipt number",
    date: "Date",
    table: "Your table",
    share: "Your share of the bill",
    subtotal: "Subtotal",
    serviceCharge: "Service charge",
    yourShare: "Your share",
    tip: "Tip",
    total: "Total paid",
    method: "Method",
    card: (brand, last4) => `${brand} card ending ${last4}`,
    status: {
      Pending: "Waiting for the card provider's answer",
      NeedsConfirmation: "Waiting for your confirmation",
      Refunded: "Refunded",
      Failed: "Not paid: the card was declined at your bank's check. Nothing was charged.",
    },
    whyMail: "You asked for this receipt at your table. Your e-mail address was used to send it and was not kept.",
    linkRefusedTitle: "This link does not open a receipt",
    linkRefused:
      "The link is not complete, or not the one that was e-mailed. Open the link in the mail again, or ask for the receipt at your table.",
  },
  si: {
    subject: (venue, number) => `${venue} වෙතින් ඔබේ රිසිට්පත (${number})`,
    intro: (venue) => `${venue} හි ආහාර ගැනීම ගැන ස්තූතියි. මෙන්න ඔබේ රිසිට්පත.`,
    openLink: "මෙම රිසිට්පත වෙබයේ විවෘත කරන්න",
    title: "රිසිට්පත",
    number: "රිසිට්පත් අංකය",
    date: "දිනය",
    table: "මේසය",
    share: "බිල්පතෙන් ඔබේ කොටස",
    subtotal: "උප එකතුව",
    serviceCharge: "සේවා ගාස්තුව",
    yourShare: "ඔබේ කොටස",
    tip: "ටිප්",
    total: "ගෙවූ මුළු මුදල",
    method: "ගෙවීමේ ක්‍රමය",
    card: (brand, last4) => `${last4} න් අවසන් වන ${brand} කාඩ්පත`,
    status: {
      Pending: "කාඩ්පත් සපයන්නාගේ පිළිතුර බලාපොරොත්තුවෙන්",
      NeedsConfirmation: "ඔබේ තහවුරු කිරීම බලාපොරොත්තුවෙන්",
      Refunded: "මුදල් ආපසු ගෙවා ඇත",
      Failed: "ගෙවා නැත: ඔබේ බැංකුවේ පරීක්ෂාවේදී කාඩ්පත ප්‍රතික්ෂේප විය. කිසිවක් අය කළේ නැත.",
    },
    whyMail: "ඔබ මෙම රිසිට්පත ඔබේ මේසයේදී ඉල්ලා සිටියා. ඔබේ ඊමේල් ලිපිනය එය යැවීමට පමණක් භාවිත කළ අතර එය තබා ගත්තේ නැත.",
    linkRefusedTitle: "මෙම සබැඳිය රිසිට්පතක් විවෘත නොකරයි",
    linkRefused: "සබැඳිය සම්පූර්ණ නැත, නැතහොත් ඊමේල් කළ සබැඳිය නොවේ. ඊමේල් පණිවිඩයේ සබැඳිය නැවත විවෘත කරන්න, නැතහොත් ඔබේ මේසයේදී රිසිට්පත ඉල්ලන්න.",
  },
  ta: {
    subject: (venue, number) => `${venue} இலிருந்து உங்கள் ரசீது (${number})`,
    intro: (venue) => `${venue} இல் உணவருந்தியதற்கு நன்றி. இதோ உங்கள் ரசீது.`,
    openLink: "இந்த ரசீதை இணையத்தில் திறக்கவும்",
    title: "ரசீது",
    number: "ரசீது எண்",
    date: "தேதி",
    table: "மேசை",
    share: "பில்லில் உங்கள் பங்கு",
    subtotal: "துணை மொத்தம்",
    serviceCharge: "சேவைக் கட்டணம்",
    yourShare: "உங்கள் பங்கு",
    tip: "டிப்",
    total: "செலுத்திய மொத்தம்",
    method: "செலுத்தும் முறை",
    card: (brand, last4) => `${last4} இல் முடியும் ${brand} அட்டை`,
    status: {
      Pending: "அட்டை வழங்குநரின் பதிலுக்குக் காத்திருக்கிறது",
      NeedsConfirmation: "உங்கள் உறுதிப்படுத்தலுக்குக் காத்திருக்கிறது",
      Refunded: "பணம் திருப்பி அளிக்கப்பட்டது",
      Failed: "செலுத்தப்படவில்லை: உங்கள் வங்கியின் சரிபார்ப்பில் அட்டை நிராகரிக்கப்பட்டது. எதுவும் வசூலிக்கப்படவில்லை.",
    },
    whyMail: "இந்த ரசீதை உங்கள் மேசையில் கேட்டீர்கள். உங்கள் மின்னஞ்சல் முகவரி இதை அனுப்ப மட்டுமே பயன்படுத்தப்பட்டது, சேமிக்கப்படவில்லை.",
    linkRefusedTitle: "இந்த இணைப்பு ரசீதைத் திறக்காது",
    linkRefused:
      "இணைப்பு முழுமையாக இல்லை, அல்லது மின்னஞ்சலில் அனுப்பப்பட்டது அல்ல. மின்னஞ்சலில் உள்ள இணைப்பை மீண்டும் திறக்கவும், அல்லது உங்கள் மேசையில் ரசீதைக் கேட்கவும்.",
  },
}
