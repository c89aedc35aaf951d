// Demo texts in both languages. Real Arabic, short enough to read at a glance.
export type Pair = { en: string; ar: string };
export const p = (en: string, ar: string): Pair => ({ en, ar });

export const BRANCHES = [
  {
    slug: 'smouha',
    name: p('Smouha', 'سموحة'),
    address: p('14 May Bridge Road, Smouha, Alexandria', 'طريق كوبري ١٤ مايو، سموحة، الإسكندرية'),
    hue: 210,
  },
  { slug: 'gleem', name: p('Gleem', 'جليم'), address: p('Abou Qir Street, Gleem, Alexandria', 'شارع أبو قير، جليم، الإسكندرية'), hue: 160 },
  {
    slug: 'new-cairo',
    name: p('New Cairo', 'القاهرة الجديدة'),
    address: p('90th Street, Fifth Settlement, New Cairo', 'شارع التسعين، التجمع الخامس، القاهرة الجديدة'),
    hue: 30,
  },
  {
    slug: 'north-coast',
    name: p('North Coast', 'الساحل الشمالي'),
    address: p('Km 120, Alexandria–Matrouh Road', 'الكيلو ١٢٠، طريق الإسكندرية مطروح'),
    hue: 280,
  },
];

export const NEWS = [
  p('Football team wins the regional derby 2–1', 'فريق الكرة يفوز بديربي الإقليم ٢–١'),
  p('New Olympic swimming pool opens in Smouha', 'افتتاح حمام السباحة الأولمبي الجديد في سموحة'),
  p('Basketball juniors qualify for the national finals', 'ناشئو السلة يتأهلون إلى النهائيات القومية'),
  p('Annual family day returns this Friday', 'عودة يوم الأسرة السنوي يوم الجمعة'),
  p('Club signs a water-treatment partnership', 'النادي يوقّع شراكة لمعالجة المياه'),
  p('Handball team starts its preparation camp', 'فريق كرة اليد يبدأ معسكره الإعدادي'),
  p('Tennis academy opens summer registration', 'أكاديمية التنس تفتح باب التسجيل الصيفي'),
  p('Board meets members to discuss new projects', 'مجلس الإدارة يلتقي الأعضاء لمناقشة المشروعات الجديدة'),
  p('Volleyball women’s team crowned cup champions', 'سيدات الكرة الطائرة يتوجن بلقب الكأس'),
  p('Gym renovation finished ahead of schedule', 'الانتهاء من تجديد صالة الألعاب قبل موعدها'),
  p('Chess tournament draws record entries', 'بطولة الشطرنج تسجل عدداً قياسياً من المشاركين'),
  p('Club marathon raises funds for the children’s hospital', 'ماراثون النادي يجمع تبرعات لمستشفى الأطفال'),
  p('Squash players shine at the Alexandria open', 'لاعبو الإسكواش يتألقون في بطولة الإسكندرية المفتوحة'),
  p('Membership card renewal now online', 'تجديد كارنيه العضوية أصبح متاحاً عبر الإنترنت'),
];

/** Article categories: four main ones, and sub-categories under two of them. */
export const CATEGORIES = {
  health: { name: p('Health', 'الصحة') },
  clubLife: { name: p('Club life', 'حياة النادي') },
  training: { name: p('Training', 'التدريب') },
  family: { name: p('Family', 'الأسرة') },
  nutrition: { name: p('Nutrition', 'التغذية'), parent: 'health' },
  sportsMedicine: { name: p('Sports medicine', 'الطب الرياضي'), parent: 'health' },
  swimming: { name: p('Swimming', 'السباحة'), parent: 'training' },
  youth: { name: p('Youth teams', 'فرق الناشئين'), parent: 'training' },
} as const satisfies Record<string, { name: Pair; parent?: string }>;
export type CategoryKey = keyof typeof CATEGORIES;

export const ARTICLES: Array<{ title: Pair; category: CategoryKey }> = [
  { title: p('How to stay hydrated during summer training', 'كيف تحافظ على ترطيب جسمك أثناء تدريبات الصيف'), category: 'nutrition' },
  { title: p('A short history of the club', 'تاريخ مختصر للنادي'), category: 'clubLife' },
  { title: p('Five stretches before every run', 'خمسة تمارين إطالة قبل كل جري'), category: 'sportsMedicine' },
  { title: p('Why clean water matters in sport', 'لماذا تهم المياه النظيفة في الرياضة'), category: 'health' },
  { title: p('Meet our youth coaches', 'تعرّف على مدربي الناشئين'), category: 'youth' },
  { title: p('Healthy meals from the club kitchen', 'وجبات صحية من مطبخ النادي'), category: 'nutrition' },
  { title: p('Getting children into swimming', 'كيف نحبب الأطفال في السباحة'), category: 'swimming' },
  { title: p('The rules of padel, simply explained', 'قواعد البادل بشرح مبسّط'), category: 'training' },
  { title: p('Sleep and recovery for athletes', 'النوم والتعافي للرياضيين'), category: 'sportsMedicine' },
  { title: p('A guide to the club’s green spaces', 'دليل المساحات الخضراء في النادي'), category: 'family' },
  { title: p('Volunteering at club events', 'التطوع في فعاليات النادي'), category: 'clubLife' },
  { title: p('What the new membership rules mean', 'ماذا تعني لوائح العضوية الجديدة'), category: 'clubLife' },
  { title: p('From member to champion: three stories', 'من عضو إلى بطل: ثلاث حكايات'), category: 'training' },
];

export const AUCTIONS = [
  p('Cafeteria operation – main building', 'تشغيل الكافيتريا – المبنى الرئيسي'),
  p('Supply of sports equipment', 'توريد أدوات رياضية'),
  p('Advertising boards at the stadium', 'لوحات الإعلانات بالاستاد'),
  p('Cleaning services for two years', 'خدمات النظافة لمدة عامين'),
  p('Pool water-treatment maintenance', 'صيانة معالجة مياه حمامات السباحة'),
  p('Used club buses for sale', 'بيع أتوبيسات النادي المستعملة'),
  p('Landscaping of the north garden', 'تنسيق الحديقة الشمالية'),
  p('Parking management contract', 'عقد إدارة الجراج'),
];

export const PARAGRAPH = p(
  'The club brings sport, family and community together across its branches, with activities for every age all year round.',
  'يجمع النادي بين الرياضة والأسرة والمجتمع في كل فروعه، مع أنشطة لكل الأعمار طوال العام.',
);

export const OPEN_HOURS = p('Saturday to Thursday, 9:00 AM – 10:00 PM', 'من السبت إلى الخميس، ٩ صباحاً – ١٠ مساءً');
