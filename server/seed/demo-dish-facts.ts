import type { Allergen, DietaryTag, ItemDetails } from "../../schema/menu"

/**
 * What the demo venue tells about each dish, by its English name: diets, heat as served,
 * allergens (the 14 of EU rules; coconut is not one), and its name and description in Sinhala
 * and Tamil. Every dish of the demo menu has an entry (server/seed/demo-venue.ts checks).
 */

interface Facts {
  readonly dietary: ReadonlyArray<DietaryTag>
  readonly spice: 0 | 1 | 2 | 3
  readonly allergens: ReadonlyArray<Allergen>
  /** [name, description] */
  readonly si: readonly [string, string]
  readonly ta: readonly [string, string]
}

const VEGAN: ReadonlyArray<DietaryTag> = ["vegetarian", "vegan", "halal"]
const VEGETARIAN: ReadonlyArray<DietaryTag> = ["vegetarian", "halal"]
const HALAL: ReadonlyArray<DietaryTag> = ["halal"]

const FACTS: Readonly<Record<string, Facts>> = {
  // Short Eats
  "Fish Cutlets": {
    dietary: HALAL,
    spice: 2,
    allergens: ["fish", "gluten", "eggs"],
    si: ["මාළු කට්ලට්", "බ්‍රෙඩ් කුඩු ආලේප කළ කුමුළු මාළු සහ අල කට්ලට්, කෑලි හතරක්."],
    ta: ["மீன் கட்லட்", "ரொட்டித்தூள் பூசிய கானாங்கெளுத்தி மற்றும் உருளைக்கிழங்கு கட்லட், நான்கு துண்டுகள்."],
  },
  "Vegetable Roti": {
    dietary: VEGAN,
    spice: 2,
    allergens: ["gluten"],
    si: ["එළවළු රොටී", "කුළුබඩු යෙදූ අල සහ ලීක්ස් පිරවූ ත්‍රිකෝණාකාර රොටී."],
    ta: ["காய்கறி ரொட்டி", "காரமான உருளைக்கிழங்கும் லீக்ஸும் நிரப்பிய முக்கோண ரொட்டி."],
  },
  "Chicken Patties": {
    dietary: HALAL,
    spice: 1,
    allergens: ["gluten", "milk", "eggs"],
    si: ["චිකන් පැටිස්", "ක්‍රීම් සහිත කුකුළු මස් පිරවූ අඩ සඳ හැඩැති පේස්ට්‍රි."],
    ta: ["கோழி பட்டீஸ்", "கிரீமி கோழி நிரப்பிய அரைநிலா வடிவ பேஸ்ட்ரிகள்."],
  },
  "Egg Rolls": {
    dietary: VEGETARIAN,
    spice: 2,
    allergens: ["eggs", "gluten", "milk"],
    si: ["බිත්තර රෝල්ස්", "කරි බිත්තර පිරවූ, බ්‍රෙඩ් කුඩු ආලේප කර බැදපු පෑන්කේක් රෝල්."],
    ta: ["முட்டை ரோல்ஸ்", "கறி முட்டை நிரப்பி, ரொட்டித்தூள் பூசி பொரித்த பான்கேக் ரோல்கள்."],
  },
  "Isso Wade": {
    dietary: HALAL,
    spice: 2,
    allergens: ["crustaceans"],
    si: ["ඉස්සෝ වඩේ", "මුළු ඉස්සන් තැබූ පරිප්පු වඩේ."],
    ta: ["இறால் வடை", "முழு இறால்கள் வைத்த பருப்பு வடை."],
  },
  // Hoppers: rice flour and coconut milk.
  "Plain Hopper": {
    dietary: VEGAN,
    spice: 0,
    allergens: [],
    si: ["හුදු ආප්ප", "හැපෙන දාර සහිත, බඳුනක හැඩැති සහල් පිටි ආප්පය."],
    ta: ["வெறும் அப்பம்", "மொறுமொறுப்பான ஓரங்களுடன் கிண்ண வடிவ அரிசி மா அப்பம்."],
  },
  "Egg Hopper": {
    dietary: VEGETARIAN,
    spice: 0,
    allergens: ["eggs"],
    si: ["බිත්තර ආප්ප", "මැද බිත්තරයක් පිසූ ආප්පය."],
    ta: ["முட்டை அப்பம்", "நடுவில் முட்டை வேகவைத்த அப்பம்."],
  },
  "String Hoppers": {
    dietary: VEGAN,
    spice: 0,
    allergens: [],
    si: ["ඉඳි ආප්ප", "හුමාලයෙන් තැම්බූ සහල් ඉඳි ආප්ප දහයක්."],
    ta: ["இடியப்பம்", "ஆவியில் வேகவைத்த பத்து அரிசி இடியப்பங்கள்."],
  },
  "Milk Hopper": {
    dietary: VEGAN,
    spice: 0,
    allergens: [],
    si: ["කිරි ආප්ප", "මැද පොල් කිරි සහිත පැණිරස ආප්පය."],
    ta: ["பால் அப்பம்", "நடுவில் தேங்காய்ப்பால் கொண்ட இனிப்பு அப்பம்."],
  },
  "Honey Hopper": {
    dietary: VEGAN,
    spice: 0,
    allergens: [],
    si: ["පැණි ආප්ප", "කිතුල් පැණි සමඟ ආප්පය."],
    ta: ["தேன் அப்பம்", "கித்துள் பாணியுடன் அப்பம்."],
  },
  // Rice & Curry: the dhal and vegetables are tempered with mustard seed.
  "Chicken Rice & Curry": {
    dietary: HALAL,
    spice: 2,
    allergens: ["mustard"],
    si: ["කුකුළු මස් බත් සහ කරි", "රතු බත්, කුකුළු මස් කරිය, පරිප්පු, එළවළු දෙකක්."],
    ta: ["கோழி சோறும் கறியும்", "சிவப்பு அரிசிச் சோறு, கோழிக் கறி, பருப்பு, இரண்டு காய்கறிகள்."],
  },
  "Fish Ambul Thiyal": {
    dietary: HALAL,
    spice: 2,
    allergens: ["fish", "mustard"],
    si: ["මාළු ඇඹුල් තියල්", "රතු බත් සමඟ ඇඹුල් කළු මාළු කරිය."],
    ta: ["மீன் அம்புல் தியல்", "சிவப்பு அரிசிச் சோறுடன் புளிப்பான கருப்பு மீன் கறி."],
  },
  "Vegetable Rice & Curry": {
    dietary: VEGAN,
    spice: 2,
    allergens: ["mustard"],
    si: ["එළවළු බත් සහ කරි", "රතු බත් සමඟ සෘතුමය එළවළු කරි පහක්."],
    ta: ["காய்கறி சோறும் கறியும்", "சிவப்பு அரிசிச் சோறுடன் ஐந்து பருவகால காய்கறிக் கறிகள்."],
  },
  // Lamprais holds pork (the mixed-meat curry), shrimp blachan, egg, frikkadels and ghee rice.
  Lamprais: {
    dietary: [],
    spice: 2,
    allergens: ["gluten", "eggs", "crustaceans", "milk", "mustard"],
    si: ["ලම්ප්‍රයිස්", "කෙසෙල් කොළයක ඔතා පුළුස්සන ලද ලන්දේසි බර්ගර් බත් පාර්සලය."],
    ta: ["லம்ப்ரைஸ்", "வாழையிலையில் சுட்ட டச்சு பர்கர் சோற்றுப் பொதி."],
  },
  "Jackfruit Curry Plate": {
    dietary: VEGAN,
    spice: 1,
    allergens: ["mustard"],
    si: ["පොලොස් කරි පිඟාන", "පොල් බත් සමඟ ළපටි කොස් කරිය."],
    ta: ["பலாக்காய் கறித் தட்டு", "தேங்காய்ச் சோறுடன் இளம் பலாக்காய் கறி."],
  },
  // Kottu: wheat roti chopped with egg and a dash of soy sauce.
  "Classic Kottu": {
    dietary: HALAL,
    spice: 2,
    allergens: ["gluten", "eggs", "soybeans"],
    si: ["සාම්ප්‍රදායික කොත්තු", "එළවළු සමඟ තාච්චියේ කපන ලද ගෝදඹ රොටී."],
    ta: ["வழக்கமான கொத்து", "காய்கறிகளுடன் தட்டில் கொத்திய கோதம்ப ரொட்டி."],
  },
  "Cheese Kottu": {
    dietary: HALAL,
    spice: 1,
    allergens: ["gluten", "eggs", "milk", "soybeans"],
    si: ["චීස් කොත්තු", "කුකුළු මස් සමඟ ක්‍රීම් සහිත චීස් කොත්තු."],
    ta: ["சீஸ் கொத்து", "கோழியுடன் கிரீமி சீஸ் கொத்து."],
  },
  "Seafood Kottu": {
    dietary: HALAL,
    spice: 3,
    allergens: ["gluten", "eggs", "soybeans", "crustaceans", "molluscs"],
    si: ["මුහුදු ආහාර කොත්තු", "ඉස්සන් සහ දැල්ලන්, ඩෙවල් සෝස්."],
    ta: ["கடல் உணவு கொத்து", "இறால்களும் கணவாயும், டெவில்ட் சாஸ்."],
  },
  "Dolphin Kottu": {
    dietary: HALAL,
    spice: 3,
    allergens: ["gluten", "eggs", "milk", "soybeans"],
    si: ["ඩොල්ෆින් කොත්තු", "සැර හොද්දේ පරාටා කොත්තු."],
    ta: ["டால்பின் கொத்து", "காரமான குழம்பில் பரோட்டா கொத்து."],
  },
  "Egg Kottu": {
    dietary: VEGETARIAN,
    spice: 2,
    allergens: ["gluten", "eggs", "soybeans"],
    si: ["බිත්තර කොත්තු", "ගෝදඹ රොටී, බිත්තර, ලීක්ස් සහ කැරට්."],
    ta: ["முட்டை கொத்து", "கோதம்ப ரொட்டி, முட்டைகள், லீக்ஸ், கேரட்."],
  },
  // Seafood
  "Devilled Prawns": {
    dietary: HALAL,
    spice: 3,
    allergens: ["crustaceans", "soybeans"],
    si: ["ඩෙවල් ඉස්සන්", "මාළු මිරිස් සහ ළූණු සමඟ කොටි ඉස්සන්."],
    ta: ["டெவில்ட் இறால்", "குடைமிளகாய் மற்றும் வெங்காயத்துடன் புலி இறால்கள்."],
  },
  "Crab Curry": {
    dietary: HALAL,
    spice: 3,
    allergens: ["crustaceans"],
    si: ["කකුළුවන් කරිය", "යාපනය ක්‍රමයට, මුළු මඩ කකුළුවෙක්."],
    ta: ["நண்டுக் கறி", "யாழ்ப்பாண முறை, முழு சேற்று நண்டு."],
  },
  "Hot Butter Cuttlefish": {
    dietary: HALAL,
    spice: 2,
    allergens: ["molluscs", "gluten", "eggs", "milk"],
    si: ["හොට් බටර් දැල්ලෝ", "බටර් සහ මිරිස් සමඟ කලවම් කළ හැපෙන දැල්ලෝ."],
    ta: ["ஹாட் பட்டர் கணவாய்", "வெண்ணெய் மற்றும் மிளகாயுடன் புரட்டிய மொறுமொறு கணவாய்."],
  },
  "Grilled Seer Fish": {
    dietary: HALAL,
    spice: 0,
    allergens: ["fish"],
    si: ["ග්‍රිල් කළ තෝරා මාළු", "දෙහි සහ සුදුළූණු සමඟ තෝරා මාළු කැබැල්ල."],
    ta: ["வாட்டிய வஞ்சிர மீன்", "எலுமிச்சை மற்றும் பூண்டுடன் வஞ்சிர மீன் துண்டு."],
  },
  "Prawn Curry": {
    dietary: HALAL,
    spice: 2,
    allergens: ["crustaceans"],
    si: ["ඉස්සන් කරිය", "පොල් කිරි හොද්දේ ඉස්සන්."],
    ta: ["இறால் கறி", "தேங்காய்ப்பால் குழம்பில் இறால்கள்."],
  },
  // Desserts
  Watalappan: {
    dietary: VEGETARIAN,
    spice: 0,
    allergens: ["eggs", "nuts"],
    si: ["වටලප්පන්", "කජු සමඟ කිතුල් හකුරු සහ පොල් කිරි කස්ටඩ්."],
    ta: ["வட்டிலப்பம்", "முந்திரியுடன் கித்துள் சர்க்கரை மற்றும் தேங்காய்ப்பால் கஸ்டர்ட்."],
  },
  "Curd & Treacle": {
    dietary: VEGETARIAN,
    spice: 0,
    allergens: ["milk"],
    si: ["කිරි පැණි", "කිතුල් පැණි සමඟ මී කිරි."],
    ta: ["தயிரும் பாணியும்", "கித்துள் பாணியுடன் எருமைத் தயிர்."],
  },
  "Love Cake": {
    dietary: ["vegetarian", "containsAlcohol"],
    spice: 0,
    allergens: ["gluten", "eggs", "milk", "nuts"],
    si: ["ලව් කේක්", "රෝස වතුර සහ බ්‍රැන්ඩි ස්වල්පයක් සහිත රුළං සහ කජු කේක්."],
    ta: ["லவ் கேக்", "பன்னீரும் சிறிது பிராந்தியும் சேர்த்த ரவை மற்றும் முந்திரி கேக்."],
  },
  "Fruit Salad": {
    dietary: VEGAN,
    spice: 0,
    allergens: [],
    si: ["පළතුරු සලාද", "අඹ, පැපොල් සහ අන්නාසි."],
    ta: ["பழக் கலவை", "மாம்பழம், பப்பாளி, அன்னாசி."],
  },
  Kavum: {
    dietary: VEGAN,
    spice: 0,
    allergens: ["gluten"],
    si: ["කැවුම්", "තෙලෙන් බැදපු කැවුම්, කෑලි තුනක්."],
    ta: ["கவுங்", "எண்ணெயில் பொரித்த கவுங், மூன்று துண்டுகள்."],
  },
  // Drinks
  "Ceylon Tea": {
    dietary: VEGAN,
    spice: 0,
    allergens: [],
    si: ["ලංකා තේ", "නුවරඑළිය කළු තේ කේතලයක්."],
    ta: ["இலங்கைத் தேநீர்", "நுவரெலியா கருப்புத் தேநீர் ஒரு கேத்தல்."],
  },
  "King Coconut": {
    dietary: VEGAN,
    spice: 0,
    allergens: [],
    si: ["තැඹිලි", "ගෙඩිය තුළම පිළිගන්වන නැවුම් තැඹිලි."],
    ta: ["செவ்விளநீர்", "காயிலேயே பரிமாறப்படும் புதிய தம்பிலி."],
  },
  "Lime Juice": {
    dietary: VEGAN,
    spice: 0,
    allergens: [],
    si: ["දෙහි යුෂ", "මින්ට් සමඟ නැවුම්ව මිරිකූ."],
    ta: ["எலுமிச்சை சாறு", "புதினாவுடன் புதிதாகப் பிழிந்தது."],
  },
  // The jelly is agar (China grass), not gelatine.
  Faluda: {
    dietary: VEGETARIAN,
    spice: 0,
    allergens: ["milk"],
    si: ["ෆලූඩා", "රෝස සිරප්, කිරි, ජෙලි සහ කසකසා ඇට."],
    ta: ["பலூடா", "ரோஜா சிரப், பால், ஜெல்லி, சப்ஜா விதைகள்."],
  },
  "Iced Coffee": {
    dietary: VEGETARIAN,
    spice: 0,
    allergens: ["milk"],
    si: ["අයිස් කෝපි", "ලංකා කෝපි, කිරි සහ අයිස්."],
    ta: ["ஐஸ் காபி", "இலங்கை காபி, பால், ஐஸ்."],
  },
  "Ginger Beer": {
    dietary: VEGAN,
    spice: 1,
    allergens: [],
    si: ["ජින්ජර් බියර්", "ගෙදර සාදන, මධ්‍යසාර රහිත, වැඩිපුර පැණි නැති."],
    ta: ["இஞ்சி பீர்", "வீட்டில் தயாரித்தது, மதுவற்றது, அதிக இனிப்பில்லை."],
  },
}

/** The demo sections' names in Sinhala and Tamil, by English name. */
export const SECTION_NAMES: Readonly<Record<string, { readonly si: string; readonly ta: string }>> = {
  "Short Eats": { si: "කෙටි කෑම", ta: "சிற்றுண்டிகள்" },
  Hoppers: { si: "ආප්ප", ta: "அப்பம்" },
  "Rice & Curry": { si: "බත් සහ කරි", ta: "சோறும் கறியும்" },
  Kottu: { si: "කොත්තු", ta: "கொத்து" },
  Seafood: { si: "මුහුදු ආහාර", ta: "கடல் உணவு" },
  Desserts: { si: "අතුරුපස", ta: "இனிப்புகள்" },
  Drinks: { si: "බීම", ta: "பானங்கள்" },
}

/** The dish's details as the menu answer carries them; throws for a dish with no entry (a seed mistake). */
export const dishDetails = (name: string): ItemDetails => {
  const facts = FACTS[name]
  if (facts === undefined) throw new Error(`server/seed/demo-dish-facts.ts has no entry for the demo dish '${name}'`)
  return {
    dietary: facts.dietary,
    spiceLevel: facts.spice,
    allergens: facts.allergens,
    translations: { si: { name: facts.si[0], description: facts.si[1] }, ta: { name: facts.ta[0], description: facts.ta[1] } },
  }
}
