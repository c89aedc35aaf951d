import { formatNumber } from '../../../../shared/locales';
import { ENTITIES } from '../entities';
import { DAY, HOUR, type ContentSeeder } from './seeder';
import { AUCTIONS, p, type Pair } from './texts';

type TwoBranches = { smouha: number; gleem: number };

/** Tenders of two branches, one of them past its expiry. */
export async function seedAuctions(s: ContentSeeder, branches: TwoBranches): Promise<void> {
  const { smouha, gleem } = branches;
  for (const [i, title] of AUCTIONS.entries()) {
    await s.insert(ENTITIES.auction, {
      branchId: i < 7 ? smouha : gleem,
      banner: s.img(`auction-${i + 1}`, `Tender ${i + 1}`, (i * 29 + 200) % 360),
      title,
      description: p(`Sealed offers are invited for: ${title.en}.`, `يُعلن النادي عن طرح: ${title.ar}، بنظام المظاريف المغلقة.`),
      termsAndConditions: p(
        'Offers with a bank guarantee of 5%. The club may accept or reject any offer.',
        'تُقدَّم العروض مع خطاب ضمان بنسبة ٥٪. وللنادي الحق في قبول أو رفض أي عرض.',
      ),
      postDate: new Date(Date.now() - (10 - i) * DAY).toISOString(),
      expiryDate: new Date(Date.now() + (i === 0 ? -2 : i * 3 + 1) * DAY).toISOString(),
      reservePrice: 50_000 + i * 12_500,
      tcTerms: 'TC-2025',
      status: 'open',
    });
  }
}

/** Social activities, alternating between two branches. */
export async function seedActivities(s: ContentSeeder, branches: TwoBranches): Promise<void> {
  const { smouha, gleem } = branches;
  for (const [i, name] of [
    p('Drawing workshop', 'ورشة الرسم'),
    p('Choir', 'الكورال'),
    p('Chess club', 'نادي الشطرنج'),
    p('Yoga for seniors', 'يوجا لكبار السن'),
    p('Photography', 'التصوير'),
  ].entries()) {
    await s.insert(ENTITIES.activity, {
      branchId: i % 2 ? gleem : smouha,
      logo: s.img(`activity-${i}`, name.en, i * 60, 300, 300),
      name,
      detailsTitle: p('Weekly sessions', 'جلسات أسبوعية'),
      detailsSubject: p(
        'Open to members of all ages; register at the social office.',
        'متاحة للأعضاء من كل الأعمار؛ التسجيل بالمكتب الاجتماعي.',
      ),
    });
  }
}

/** Photo albums, weeks apart. */
export async function seedAlbums(s: ContentSeeder): Promise<void> {
  for (let i = 1; i <= 8; i++) {
    await s.insert(
      ENTITIES.album,
      {
        title: p(`Club moments ${i}`, `لقطات من النادي ${formatNumber(i, 'ar')}`),
        description: p('Photos and videos from club events.', 'صور وفيديوهات من فعاليات النادي.'),
        images: [1, 2, 3, 4].map((k) => s.img(`album-${i}-${k}`, `Photo ${i}.${k}`, (i * 40 + k * 15) % 360)),
        videos: [],
      },
      true,
      Date.now() - (9 - i) * 9 * DAY - 3 * HOUR,
    );
  }
}

/** The cultural programme. */
export async function seedCulturalEvents(s: ContentSeeder): Promise<void> {
  for (const [i, title] of [
    p('Theatre night', 'ليلة المسرح'),
    p('Poetry evening', 'أمسية شعرية'),
    p('Art exhibition', 'معرض فني'),
  ].entries()) {
    await s.insert(ENTITIES.cultural, {
      banner: s.img(`cultural-${i}`, title.en, 300 + i * 20),
      title,
      description: p('Monthly cultural programme for members.', 'البرنامج الثقافي الشهري للأعضاء.'),
    });
  }
}

/** The administration page and its board of directors. */
export async function seedBoard(s: ContentSeeder): Promise<void> {
  await s.insert(ENTITIES.administration, {
    isDefault: 1,
    description: p(
      'The board of directors is elected by the general assembly for four years.',
      'ينتخب مجلسَ الإدارة الجمعيةُ العمومية لمدة أربع سنوات.',
    ),
    presidentName: p('Eng. Ahmed Fawzy', 'م. أحمد فوزي'),
    presidentPhoto: { name: 'president.svg', publicUrl: s.img('president', 'President', 220, 400, 400) },
  });
  const directors: Array<[Pair, Pair]> = [
    [p('Dr. Sherif Nabil', 'د. شريف نبيل'), p('Vice president', 'نائب الرئيس')],
    [p('Mr. Tamer Hassan', 'أ. تامر حسن'), p('Treasurer', 'أمين الصندوق')],
    [p('Mrs. Rania Samir', 'أ. رانيا سمير'), p('Secretary general', 'السكرتير العام')],
    [p('Eng. Walid Saad', 'م. وليد سعد'), p('Board member', 'عضو مجلس الإدارة')],
    [p('Mr. Hossam Farid', 'أ. حسام فريد'), p('Board member', 'عضو مجلس الإدارة')],
    [p('Dr. Noha Gamal', 'د. نهى جمال'), p('Board member', 'عضو مجلس الإدارة')],
  ];
  for (const [i, [name, jobTitle]] of directors.entries()) {
    await s.insert(ENTITIES.director, {
      order: i + 1,
      avatar: { name: `director-${i}.svg`, publicUrl: s.img(`director-${i}`, `D${i + 1}`, 200 + i * 10, 300, 300) },
      name,
      jobTitle,
      facebookUrl: 'https://facebook.com/',
    });
  }
}

/** A live stream. */
export async function seedLiveStream(s: ContentSeeder): Promise<void> {
  await s.insert(ENTITIES.live, {
    title: p('Live: football league, round 12', 'بث مباشر: الدوري، الجولة ١٢'),
    html: p(
      '<p>Follow the match live on the club’s channels.</p><p><a href="https://www.youtube.com/" target="_blank">Watch on YouTube</a></p>',
      '<p>تابع المباراة مباشرة على قنوات النادي.</p><p><a href="https://www.youtube.com/" target="_blank">شاهد على يوتيوب</a></p>',
    ),
  });
}

/** The general assembly's minutes, the last one inactive. */
export async function seedAssemblies(s: ContentSeeder): Promise<void> {
  for (let i = 1; i <= 7; i++) {
    await s.insert(ENTITIES.generalAssembly, {
      title: p(`General assembly minutes ${2018 + i}`, `محضر الجمعية العمومية ${2018 + i}`),
      description: p('Minutes and decisions of the ordinary general assembly.', 'محضر وقرارات الجمعية العمومية العادية.'),
      pdfUrl: s.files.pdf(`assembly-${i}`, `General assembly ${2018 + i}`),
      status: i === 7 ? 'INACTIVE' : 'ACTIVE',
    });
  }
}

/** The sponsors' logos. */
export async function seedSponsors(s: ContentSeeder): Promise<void> {
  for (const [i, name] of [
    p('Aqua Pure', 'أكوا بيور'),
    p('Nile Bank', 'بنك النيل'),
    p('Delta Motors', 'دلتا موتورز'),
    p('Sahel Telecom', 'الساحل للاتصالات'),
    p('Misr Foods', 'مصر للأغذية'),
    p('Alex Steel', 'حديد الإسكندرية'),
  ].entries()) {
    await s.insert(ENTITIES.sponsor, { name, link: 'https://example.com/', logo: s.img(`sponsor-${i}`, name.en, i * 50, 240, 120) });
  }
}

/** A summer-camp banner ad on the home page. */
export async function seedAds(s: ContentSeeder): Promise<void> {
  await s.insert(ENTITIES.ad, {
    image: await s.files.raster('ad-1', 'Summer camp', 40, 1200, 300),
    link: '/coming-soon',
    title: p('Summer camp registration', 'التسجيل في المعسكر الصيفي'),
    description: p('Places are limited.', 'الأماكن محدودة.'),
    endDate: new Date(Date.now() + 60 * DAY).toISOString(),
    appearIn: 'both',
    type: 'banner',
    position: 'home-top',
  });
}

/** The club's social media links, one disabled. */
export async function seedSocialMedia(s: ContentSeeder): Promise<void> {
  for (const [type, name, link] of [
    ['facebook', p('Facebook', 'فيسبوك'), 'https://facebook.com/'],
    ['instagram', p('Instagram', 'إنستجرام'), 'https://instagram.com/'],
    ['youtube', p('YouTube', 'يوتيوب'), 'https://youtube.com/'],
    ['twitter', p('X (Twitter)', 'إكس (تويتر)'), 'https://twitter.com/'],
    ['whatsapp', p('WhatsApp', 'واتساب'), 'https://wa.me/201000000000'],
  ] as const) {
    await s.insert(ENTITIES.socialMedia, { type, name, link, status: 'enabled' });
  }
  await s.insert(ENTITIES.socialMedia, { type: 'tiktok', name: p('TikTok', 'تيك توك'), link: 'https://tiktok.com/', status: 'disabled' });
}

/** Sport categories and two matches, one played, one to come. */
export async function seedSports(s: ContentSeeder): Promise<void> {
  for (const [i, name] of [
    p('Football', 'كرة القدم'),
    p('Basketball', 'كرة السلة'),
    p('Swimming', 'السباحة'),
    p('Handball', 'كرة اليد'),
    p('Tennis', 'التنس'),
    p('Volleyball', 'الكرة الطائرة'),
  ].entries()) {
    await s.insert(ENTITIES.sportCategory, { parentId: 0, index: i + 1, name });
  }

  await s.insert(ENTITIES.match, {
    matchType: 'football',
    matchDate: new Date(Date.now() - 7 * DAY).toISOString(),
    teamName: p('Ittihad Alexandria', 'الاتحاد السكندري'),
    teamLogo: s.img('team-ittihad', 'ITT', 120, 200, 200),
  });
  await s.insert(ENTITIES.match, {
    matchType: 'football',
    matchDate: new Date(Date.now() + 3 * DAY + 5 * 3_600_000).toISOString(),
    teamName: p('Al Masry', 'المصري'),
    teamLogo: s.img('team-masry', 'MSR', 0, 200, 200),
  });
}
