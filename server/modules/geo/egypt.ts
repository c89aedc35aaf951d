// Egypt's 27 governorates with their main cities, English and Arabic (demo and
// first-run reference data; admins add regions and more cities on the screens).
export const EGYPT: Array<{ en: string; ar: string; cities: Array<[en: string, ar: string]> }> = [
  {
    en: 'Cairo',
    ar: 'القاهرة',
    cities: [
      ['Nasr City', 'مدينة نصر'],
      ['Heliopolis', 'مصر الجديدة'],
      ['Maadi', 'المعادي'],
      ['New Cairo', 'القاهرة الجديدة'],
      ['Shubra', 'شبرا'],
      ['Helwan', 'حلوان'],
    ],
  },
  {
    en: 'Giza',
    ar: 'الجيزة',
    cities: [
      ['Giza', 'الجيزة'],
      ['6th of October', 'السادس من أكتوبر'],
      ['Sheikh Zayed', 'الشيخ زايد'],
      ['Dokki', 'الدقي'],
      ['Haram', 'الهرم'],
    ],
  },
  {
    en: 'Alexandria',
    ar: 'الإسكندرية',
    cities: [
      ['Smouha', 'سموحة'],
      ['Sidi Gaber', 'سيدي جابر'],
      ['Montaza', 'المنتزه'],
      ['Borg El Arab', 'برج العرب'],
      ['Agami', 'العجمي'],
      ['Miami', 'ميامي'],
    ],
  },
  {
    en: 'Qalyubia',
    ar: 'القليوبية',
    cities: [
      ['Banha', 'بنها'],
      ['Shubra El Kheima', 'شبرا الخيمة'],
      ['Qalyub', 'قليوب'],
      ['Obour', 'العبور'],
    ],
  },
  {
    en: 'Dakahlia',
    ar: 'الدقهلية',
    cities: [
      ['Mansoura', 'المنصورة'],
      ['Talkha', 'طلخا'],
      ['Mit Ghamr', 'ميت غمر'],
    ],
  },
  {
    en: 'Sharqia',
    ar: 'الشرقية',
    cities: [
      ['Zagazig', 'الزقازيق'],
      ['10th of Ramadan', 'العاشر من رمضان'],
      ['Belbeis', 'بلبيس'],
    ],
  },
  {
    en: 'Gharbia',
    ar: 'الغربية',
    cities: [
      ['Tanta', 'طنطا'],
      ['El Mahalla El Kubra', 'المحلة الكبرى'],
      ['Kafr El Zayat', 'كفر الزيات'],
    ],
  },
  {
    en: 'Monufia',
    ar: 'المنوفية',
    cities: [
      ['Shebin El Kom', 'شبين الكوم'],
      ['Sadat City', 'مدينة السادات'],
      ['Menouf', 'منوف'],
    ],
  },
  {
    en: 'Beheira',
    ar: 'البحيرة',
    cities: [
      ['Damanhour', 'دمنهور'],
      ['Kafr El Dawwar', 'كفر الدوار'],
      ['Rashid', 'رشيد'],
    ],
  },
  {
    en: 'Kafr El Sheikh',
    ar: 'كفر الشيخ',
    cities: [
      ['Kafr El Sheikh', 'كفر الشيخ'],
      ['Desouk', 'دسوق'],
      ['Baltim', 'بلطيم'],
    ],
  },
  {
    en: 'Damietta',
    ar: 'دمياط',
    cities: [
      ['Damietta', 'دمياط'],
      ['New Damietta', 'دمياط الجديدة'],
      ['Ras El Bar', 'رأس البر'],
    ],
  },
  {
    en: 'Port Said',
    ar: 'بورسعيد',
    cities: [
      ['Port Said', 'بورسعيد'],
      ['Port Fouad', 'بورفؤاد'],
    ],
  },
  {
    en: 'Ismailia',
    ar: 'الإسماعيلية',
    cities: [
      ['Ismailia', 'الإسماعيلية'],
      ['Fayed', 'فايد'],
      ['Qantara', 'القنطرة'],
    ],
  },
  {
    en: 'Suez',
    ar: 'السويس',
    cities: [
      ['Suez', 'السويس'],
      ['Ain Sokhna', 'العين السخنة'],
    ],
  },
  {
    en: 'North Sinai',
    ar: 'شمال سيناء',
    cities: [
      ['Arish', 'العريش'],
      ['Sheikh Zuweid', 'الشيخ زويد'],
    ],
  },
  {
    en: 'South Sinai',
    ar: 'جنوب سيناء',
    cities: [
      ['Sharm El Sheikh', 'شرم الشيخ'],
      ['El Tor', 'الطور'],
      ['Dahab', 'دهب'],
    ],
  },
  {
    en: 'Faiyum',
    ar: 'الفيوم',
    cities: [
      ['Faiyum', 'الفيوم'],
      ['Ibsheway', 'إبشواي'],
    ],
  },
  {
    en: 'Beni Suef',
    ar: 'بني سويف',
    cities: [
      ['Beni Suef', 'بني سويف'],
      ['El Wasta', 'الواسطى'],
    ],
  },
  {
    en: 'Minya',
    ar: 'المنيا',
    cities: [
      ['Minya', 'المنيا'],
      ['Mallawi', 'ملوي'],
      ['Samalut', 'سمالوط'],
    ],
  },
  {
    en: 'Asyut',
    ar: 'أسيوط',
    cities: [
      ['Asyut', 'أسيوط'],
      ['Dairut', 'ديروط'],
      ['Manfalut', 'منفلوط'],
    ],
  },
  {
    en: 'Sohag',
    ar: 'سوهاج',
    cities: [
      ['Sohag', 'سوهاج'],
      ['Akhmim', 'أخميم'],
      ['Girga', 'جرجا'],
    ],
  },
  {
    en: 'Qena',
    ar: 'قنا',
    cities: [
      ['Qena', 'قنا'],
      ['Nag Hammadi', 'نجع حمادي'],
      ['Qus', 'قوص'],
    ],
  },
  {
    en: 'Luxor',
    ar: 'الأقصر',
    cities: [
      ['Luxor', 'الأقصر'],
      ['Esna', 'إسنا'],
      ['Armant', 'أرمنت'],
    ],
  },
  {
    en: 'Aswan',
    ar: 'أسوان',
    cities: [
      ['Aswan', 'أسوان'],
      ['Kom Ombo', 'كوم أمبو'],
      ['Edfu', 'إدفو'],
    ],
  },
  {
    en: 'Red Sea',
    ar: 'البحر الأحمر',
    cities: [
      ['Hurghada', 'الغردقة'],
      ['Safaga', 'سفاجا'],
      ['Marsa Alam', 'مرسى علم'],
    ],
  },
  {
    en: 'New Valley',
    ar: 'الوادي الجديد',
    cities: [
      ['Kharga', 'الخارجة'],
      ['Dakhla', 'الداخلة'],
    ],
  },
  {
    en: 'Matrouh',
    ar: 'مطروح',
    cities: [
      ['Marsa Matrouh', 'مرسى مطروح'],
      ['El Alamein', 'العلمين'],
      ['Siwa', 'سيوة'],
    ],
  },
];

/** Districts of the demo's main cities (by the city's English name): regions exist to locate outlets within a city. */
export const DEMO_REGIONS: Record<string, Array<[en: string, ar: string]>> = {
  'Nasr City': [
    ['First District', 'الحي الأول'],
    ['Seventh District', 'الحي السابع'],
    ['Eighth District', 'الحي الثامن'],
  ],
  Heliopolis: [
    ['Korba', 'الكوربة'],
    ['Roxy', 'روكسي'],
    ['Almaza', 'ألماظة'],
  ],
  Maadi: [
    ['Degla', 'دجلة'],
    ['Sarayat', 'السرايات'],
  ],
  'New Cairo': [
    ['Fifth Settlement', 'التجمع الخامس'],
    ['Rehab', 'الرحاب'],
  ],
  '6th of October': [
    ['Hosary', 'الحصري'],
    ['Sheikh Zayed Gate', 'بوابة الشيخ زايد'],
  ],
  Dokki: [
    ['Mesaha', 'المساحة'],
    ['Tahrir Street', 'شارع التحرير'],
  ],
  Smouha: [
    ['Victor Emmanuel', 'فيكتور عمانويل'],
    ['Green Plaza', 'جرين بلازا'],
  ],
};
