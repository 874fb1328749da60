import type { CatalogueBox } from "./catalogue-types";

const IMG = "/images/boxes";

/**
 * The shop's own catalogue. Ids are fixed: box 1 is the flowers box (/gift-box/flowers) and
 * box 2 is The Lucky Dip (hidden on browse, still reachable by id). All copy and images are the shop's own.
 */
export const CATALOGUE: CatalogueBox[] = [
  {
    id: 1,
    slug: "flowers",
    name: "Seasonal Flowers",
    description:
      "A fresh bouquet of seasonal blooms, hand-tied by a local florist and led by soft white roses and anemones.",
    priceCents: 10000,
    imageUrl: `${IMG}/white-flowers.svg`,
    galleryImages: [`${IMG}/flowers-wrapped.svg`, `${IMG}/flowers-posy-box.svg`],
    category: "flowers",
    frequency: "monthly",
    planKey: "in-bloom",
    highlights: [
      "Hand-tied by a florist near your recipient",
      "Stems chosen at their seasonal best each month",
      "Wrapped in recyclable paper with a water pouch",
      "Care card with tips to keep the blooms fresh for longer",
    ],
    whatsIncluded:
      "One generous hand-tied bouquet of the month's freshest stems, a sprig of foliage or eucalyptus, flower food and a handwritten card with your message.",
    featuredRank: 1,
  },
  {
    id: 2,
    slug: "the-lucky-dip",
    name: "The Lucky Dip",
    description:
      "A surprise each month drawn from every plan: one month flowers, the next a pamper kit or a gourmet treat.",
    priceCents: 10000,
    imageUrl: `${IMG}/lucky-dip.svg`,
    galleryImages: [`${IMG}/lucky-dip-stack.svg`],
    category: "luxury",
    frequency: "monthly",
    planKey: "the-lucky-dip",
    highlights: [
      "A different theme every delivery",
      "Drawn from flowers, self-care and gourmet gifts",
      "Shaped by the preferences you share about your recipient",
      "Never the same box twice in a row",
    ],
    whatsIncluded:
      "A curated surprise box worth the full monthly value, picked from across our plans and matched to your recipient's tastes, with a handwritten card.",
    featuredRank: 13,
  },
  {
    id: 3,
    slug: "unwind-edit",
    name: "The Unwind Edit",
    description:
      "A calming self-care ritual in a box: a soy candle, botanical skincare and small comforts for a slow evening.",
    priceCents: 10000,
    imageUrl: `${IMG}/unwind-edit.svg`,
    galleryImages: [`${IMG}/unwind-edit-bath.svg`, `${IMG}/unwind-edit-box.svg`],
    category: "wellness",
    frequency: "monthly",
    planKey: "unwind-edit",
    highlights: [
      "Hand-poured soy candle from a local maker",
      "Gentle skincare free from harsh fragrance",
      "A rotating treat: bath soak, face mask or herbal tea",
      "Scents chosen to suit your recipient's preferences",
    ],
    whatsIncluded:
      "A hand-poured candle, one or two skincare pieces such as a facial oil or hand balm, a seasonal self-care extra and a card with your message.",
    featuredRank: 2,
  },
  {
    id: 4,
    slug: "moments-to-savour",
    name: "Moments to Savour",
    description:
      "Gourmet treats from Australian producers: small-batch cheese, preserves, crackers and something sweet to share.",
    priceCents: 10000,
    imageUrl: `${IMG}/moments-to-savour.svg`,
    galleryImages: [`${IMG}/moments-to-savour-sweets.svg`, `${IMG}/moments-to-savour-jars.svg`],
    category: "food",
    frequency: "monthly",
    planKey: "moments-to-savour",
    highlights: [
      "Sourced from independent Australian producers",
      "A balance of sweet and savoury, as your recipient prefers",
      "Dietary needs respected from the recipient profile",
      "Packed cool and delivered ready to enjoy",
    ],
    whatsIncluded:
      "Four to six gourmet pieces such as a cheese, a jar of preserves, artisan crackers and handmade sweets, with serving notes and your card.",
    featuredRank: 3,
  },
  {
    id: 5,
    slug: "stay-in-stay-close",
    name: "Stay In, Stay Close",
    description:
      "An intimate wellness box for couples or one: massage oil, a slow-burning candle and soft touches for a night in.",
    priceCents: 10000,
    imageUrl: `${IMG}/stay-in-stay-close.svg`,
    galleryImages: [`${IMG}/stay-in-stay-close-box.svg`],
    category: "pleasure",
    frequency: "monthly",
    planKey: "stay-in-stay-close",
    highlights: [
      "Discreet, unbranded outer packaging",
      "Body-safe products from trusted wellness brands",
      "Curated to the comfort level set in the recipient profile",
      "Suits solo or couple use",
    ],
    whatsIncluded:
      "A massage oil or balm, a candle, a silk or satin accessory and a tasteful wellness piece chosen to your recipient's comfort level, with a private card.",
    featuredRank: 4,
  },
  {
    id: 6,
    slug: "native-blooms",
    name: "Native Blooms",
    description:
      "A wild bunch of Australian natives such as banksia, waratah, kangaroo paw and wattle, with silver eucalyptus.",
    priceCents: 12000,
    imageUrl: `${IMG}/native-blooms.svg`,
    galleryImages: [`${IMG}/native-blooms-wrapped.svg`],
    category: "flowers",
    frequency: "monthly",
    planKey: "in-bloom",
    highlights: [
      "Grown by Australian native flower farms",
      "Long-lasting stems that dry beautifully",
      "Different natives each season",
      "Arranged loose and textural",
    ],
    whatsIncluded:
      "A large bunch of seasonal native flowers and foliage, wrapped in recyclable paper, with a care card and your message.",
    featuredRank: 5,
  },
  {
    id: 7,
    slug: "tea-and-tranquility",
    name: "Tea & Tranquility",
    description: "Loose-leaf tea blended in Australia, a honey to stir through and a quiet ritual for the afternoon.",
    priceCents: 8500,
    imageUrl: `${IMG}/tea-tranquility.svg`,
    galleryImages: [`${IMG}/tea-tranquility-cups.svg`],
    category: "wellness",
    frequency: "monthly",
    planKey: "unwind-edit",
    highlights: [
      "Two loose-leaf blends each month",
      "Caffeine-free herbal options available",
      "Raw honey from a local apiary",
      "Brewing notes for the perfect cup",
    ],
    whatsIncluded:
      "Two tins of loose-leaf tea, a jar of raw honey, a reusable infuser in the first box and a card with your message.",
    featuredRank: 7,
  },
  {
    id: 8,
    slug: "chocolatiers-selection",
    name: "The Chocolatier's Selection",
    description:
      "Handmade truffles and single-origin chocolate bars from small Australian chocolatiers, in a keepsake box.",
    priceCents: 9000,
    imageUrl: `${IMG}/chocolatier.svg`,
    galleryImages: [`${IMG}/chocolatier-bars.svg`],
    category: "food",
    frequency: "monthly",
    planKey: "moments-to-savour",
    highlights: [
      "A dozen handmade truffles",
      "Two single-origin bars with tasting notes",
      "Dairy-free selections on request",
      "Insulated packaging in warmer months",
    ],
    whatsIncluded:
      "A box of twelve assorted truffles, two chocolate bars from the month's featured maker, tasting notes and your card.",
    featuredRank: 6,
  },
  {
    id: 9,
    slug: "grazing-board",
    name: "The Grazing Board",
    description:
      "Everything for a relaxed grazing platter: aged cheddar, a soft cheese, fruit paste, crackers and a wooden serving board.",
    priceCents: 12500,
    imageUrl: `${IMG}/grazing-board.svg`,
    galleryImages: [`${IMG}/grazing-board-close.svg`],
    category: "food",
    frequency: "monthly",
    planKey: "moments-to-savour",
    highlights: [
      "Two Australian cheeses each month",
      "Seasonal fruit paste and artisan crackers",
      "A wooden board in the first delivery",
      "Pairing ideas for an easy evening",
    ],
    whatsIncluded:
      "Two cheeses, a fruit paste or chutney, crackers, a savoury nibble and a serving board with your first box, packed chilled with your card.",
    featuredRank: 8,
  },
  {
    id: 10,
    slug: "candlelit-home",
    name: "Candlelit Home",
    description: "Soy and beeswax candles in seasonal scents, with small pieces that make a house feel like home.",
    priceCents: 9500,
    imageUrl: `${IMG}/candlelit-home.svg`,
    galleryImages: [`${IMG}/candlelit-home-jars.svg`],
    category: "home",
    frequency: "monthly",
    planKey: null,
    highlights: [
      "Pillar and jar candles made in small batches",
      "Clean-burning soy and beeswax",
      "Seasonal scents or unscented, as preferred",
      "A homewares extra each quarter",
    ],
    whatsIncluded:
      "Two or three candles in the month's palette, a box of matches and a small homewares piece such as a coaster or trinket dish, with your card.",
    featuredRank: 9,
  },
  {
    id: 11,
    slug: "bath-soak-ritual",
    name: "Bath Soak Ritual",
    description: "Mineral bath salts, a soap bar and a soft washcloth for a long restorative soak after a busy week.",
    priceCents: 11000,
    imageUrl: `${IMG}/bath-soak.svg`,
    galleryImages: [`${IMG}/bath-soak-towels.svg`],
    category: "wellness",
    frequency: "monthly",
    planKey: "unwind-edit",
    highlights: [
      "Magnesium-rich mineral salts in three blends",
      "Cold-process soap made in Australia",
      "Cotton washcloth in a new colour each month",
      "Fragrance-free options for sensitive skin",
    ],
    whatsIncluded: "Three jars of bath salts, a soap bar, a cotton washcloth and a card with your message.",
    featuredRank: 10,
  },
  {
    id: 12,
    slug: "date-night-in",
    name: "Date Night In",
    description:
      "A cosy evening for two at home: a conversation card game, a candle, fine chocolates and a throw to share.",
    priceCents: 11500,
    imageUrl: `${IMG}/date-night-in.svg`,
    galleryImages: [`${IMG}/date-night-in-cosy.svg`],
    category: "pleasure",
    frequency: "monthly",
    planKey: "stay-in-stay-close",
    highlights: [
      "A new conversation or card game each month",
      "A candle and chocolates to set the mood",
      "Thoughtful, tasteful and easy to share",
      "Discreet packaging",
    ],
    whatsIncluded:
      "A card game or conversation deck, a candle, a box of chocolates and a cosy extra such as a throw or mugs, with a private card.",
    featuredRank: 11,
  },
  {
    id: 13,
    slug: "keepsake-collection",
    name: "The Keepsake Collection",
    description:
      "A luxurious monthly keepsake: a fine fragrance, a silk scarf or a piece of jewellery in a gift box worth keeping.",
    priceCents: 14500,
    imageUrl: `${IMG}/keepsake-collection.svg`,
    galleryImages: [`${IMG}/keepsake-collection-silk.svg`],
    category: "luxury",
    frequency: "monthly",
    planKey: null,
    highlights: [
      "One lasting keepsake each month",
      "Made by Australian designers and perfumers",
      "Presented in a reusable gift box",
      "Matched to your recipient's colour palette",
    ],
    whatsIncluded:
      "One keepsake piece such as an eau de parfum, a silk scarf or fine jewellery, presented in a reusable box with your card.",
    featuredRank: 12,
  },
];
