import type { SeedDeps } from '../../../db/seeding';
import { ENTITIES, toColumns, type EntityDef } from '../entities';
import { fileStoreFor } from '../../../lib/files/fileStore';
import { SeedFiles } from './files';
import { formatNumber } from '../../../../shared/locales';
import { ARTICLES, AUCTIONS, BRANCHES, CATEGORIES, NEWS, OPEN_HOURS, PARAGRAPH, p, type CategoryKey, type Pair } from './texts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const newsHtml = (title: Pair, image: string): Pair => ({
  en: `<p><strong>${title.en}.</strong> ${PARAGRAPH.en}</p><p>Members are invited to follow the club’s pages for the full programme.</p><img src="${image}" alt="${title.en}" width="800" height="450"><ul><li>Open to all members</li><li>Free entry</li></ul>`,
  ar: `<p><strong>${title.ar}.</strong> ${PARAGRAPH.ar}</p><p>ندعو الأعضاء لمتابعة صفحات النادي لمعرفة البرنامج كاملاً.</p><img src="${image}" alt="${title.ar}" width="800" height="450"><ul><li>متاح لجميع الأعضاء</li><li>الدخول مجاني</li></ul>`,
});

/** Demo content for every public section, in Arabic and English (new database only). */
export async function seedContent({ db, config }: SeedDeps): Promise<void> {
  const files = new SeedFiles(fileStoreFor(config));
  // Records are spread over the last months, oldest first, one hour apart, so
  // every list has a stable order.
  let clock = Date.now() - 120 * DAY;
  // `at`: a time of its own, for the records whose date a visitor reads (news, articles, albums), days apart.
  const insert = async (entity: EntityDef, values: Record<string, unknown>, published = true, at?: number): Promise<number> => {
    clock += 3_600_000;
    const stamp = new Date(at ?? clock).toISOString();
    const row = {
      ...toColumns(entity, values),
      published: published ? 1 : 0,
      created_at: stamp,
      updated_at: stamp,
      created_by: 'seed',
      updated_by: 'seed',
    };
    const result = await db.insertInto(entity.table).values(row).returning('id').executeTakeFirstOrThrow();
    return Number(result.id);
  };
  const img = (name: string, label: string, hue: number, w?: number, h?: number) => files.svg(name, label, hue, w, h);

  const branchIds: Record<string, number> = {};
  for (const b of BRANCHES) {
    branchIds[b.slug] = await insert(ENTITIES.branch, {
      slug: b.slug,
      name: b.name,
      description: p(`${b.name.en} branch: ${PARAGRAPH.en}`, `فرع ${b.name.ar}: ${PARAGRAPH.ar}`),
      address: b.address,
      images: [img(`branch-${b.slug}`, b.name.en, b.hue), img(`branch-${b.slug}-2`, `${b.name.en} 2`, b.hue + 20)],
      thumbnail: img(`branch-${b.slug}-thumb`, b.name.en, b.hue, 400, 300),
    });
  }
  const [smouha, gleem] = [branchIds.smouha as number, branchIds.gleem as number];

  // The newest news (the home page's cards) get raster pictures with width variants, drawn in parallel.
  const RASTER_NEWS = 3;
  const raster = await Promise.all(
    NEWS.map((_, i) => (i >= NEWS.length - RASTER_NEWS ? files.raster(`news-${i + 1}`, `News ${i + 1}`, (i * 37) % 360) : undefined)),
  );
  for (const [i, title] of NEWS.entries()) {
    const image = raster[i] ?? img(`news-${i + 1}`, `News ${i + 1}`, (i * 37) % 360);
    const at = Date.now() - (NEWS.length - i) * 6 * DAY - (i % 3) * 5 * HOUR;
    await insert(ENTITIES.news, { title, content: newsHtml(title, image), images: [image], likesCount: 0, viewsCount: 0 }, true, at);
  }
  await insert(
    ENTITIES.news,
    { title: p('Draft: not yet announced', 'مسودة: لم يُعلن بعد'), content: p('<p>Draft</p>', '<p>مسودة</p>'), images: [] },
    false,
  );

  // Main categories first, so each sub-category finds its main one's id.
  const categoryIds = {} as Record<CategoryKey, number>;
  const categories = Object.entries(CATEGORIES) as Array<[CategoryKey, { name: Pair; parent?: CategoryKey }]>;
  for (const [key, c] of [...categories.filter(([, c]) => !c.parent), ...categories.filter(([, c]) => c.parent)])
    categoryIds[key] = await insert(ENTITIES.category, { name: c.name, ...(c.parent ? { parentId: categoryIds[c.parent] } : {}) });
  for (const [i, { title, category }] of ARTICLES.entries()) {
    const thumbnail = img(`article-${i + 1}`, `Article ${i + 1}`, (i * 53 + 100) % 360);
    const at = Date.now() - (ARTICLES.length - i) * 5 * DAY - 2 * HOUR;
    const id = await insert(
      ENTITIES.article,
      {
        title,
        description: p(`${PARAGRAPH.en.slice(0, 90)}…`, `${PARAGRAPH.ar.slice(0, 80)}…`),
        content: newsHtml(title, thumbnail),
        thumbnail,
        images: [thumbnail],
        tags: ['club'],
        platforms: ['web'],
        postDate: new Date(at).toISOString(),
        showAuthorName: false,
      },
      true,
      at,
    );
    await db.insertInto('content_article_categories').values({ article_id: id, category_id: categoryIds[category] }).execute();
  }
  await insert(
    ENTITIES.article,
    { title: p('Draft article', 'مقال مسودة'), description: p('Draft', 'مسودة'), content: p('<p>Draft</p>', '<p>مسودة</p>') },
    false,
  );

  for (const [i, title] of AUCTIONS.entries()) {
    await insert(ENTITIES.auction, {
      branchId: i < 7 ? smouha : gleem,
      banner: img(`auction-${i + 1}`, `Tender ${i + 1}`, (i * 29 + 200) % 360),
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

  for (const [b, branchId] of Object.entries(branchIds)) {
    const hue = BRANCHES.find((x) => x.slug === b)?.hue ?? 0;
    const branchName = BRANCHES.find((x) => x.slug === b)?.name ?? p(b, b);
    for (const [i, name] of [
      p('Sea Breeze Grill', 'مشويات نسيم البحر'),
      p('Olive Café', 'مقهى الزيتون'),
      p('Pasta Corner', 'ركن المكرونة'),
    ].entries()) {
      await insert(ENTITIES.restaurant, {
        branchId,
        name: p(`${name.en} – ${branchName.en}`, `${name.ar} – ${branchName.ar}`),
        description: p('Fresh meals for members and their families.', 'وجبات طازجة للأعضاء وأسرهم.'),
        location: p('Next to the main pool', 'بجوار حمام السباحة الرئيسي'),
        openHours: OPEN_HOURS,
        phoneNumber: `0120000${String(i).padStart(4, '0')}`,
        logo: img(`restaurant-${b}-${i}`, name.en, hue + i * 30, 300, 300),
        banner: img(`restaurant-${b}-${i}-banner`, name.en, hue + i * 30),
        menus: [img(`restaurant-${b}-${i}-menu`, 'Menu', hue, 600, 800)],
      });
    }
    await insert(ENTITIES.clinic, {
      branchId,
      description: p(
        `Medical centre of the ${branchName.en} branch, with first aid during all activities.`,
        `المركز الطبي بفرع ${branchName.ar}، مع إسعافات أولية أثناء كل الأنشطة.`,
      ),
      adminName: p('Dr. Hana Mostafa', 'د. هناء مصطفى'),
      adminPhoneNumber: '01001234567',
      clinics: [
        {
          name: p('Physiotherapy', 'العلاج الطبيعي'),
          speciality: p('Sports injuries', 'إصابات الملاعب'),
          schedule: p('Sat, Mon, Wed 5–9 PM', 'السبت والاثنين والأربعاء ٥–٩ مساءً'),
        },
        {
          name: p('Dentistry', 'الأسنان'),
          speciality: p('Family dentistry', 'طب أسنان الأسرة'),
          schedule: p('Sun, Tue 4–8 PM', 'الأحد والثلاثاء ٤–٨ مساءً'),
        },
      ],
    });
    for (const [i, title] of [p('Vodafone Store', 'متجر فودافون'), p('Orange Shop', 'محل أورنج')].entries()) {
      await insert(ENTITIES.telecom, {
        branchId,
        title,
        description: p('Lines, recharges and devices for members.', 'خطوط وشحن رصيد وأجهزة للأعضاء.'),
        adminName: p('Mr. Karim Adel', 'أ. كريم عادل'),
        adminPhoneNumber: '01111234567',
        openHours: OPEN_HOURS,
        logo: img(`telecom-${b}-${i}`, title.en, 0 + i * 25, 300, 300),
        banner: img(`telecom-${b}-${i}-banner`, title.en, 0 + i * 25),
      });
    }
    await insert(ENTITIES.parking, {
      branchId,
      banner: img(`parking-${b}`, 'Parking', hue),
      description: p('Covered parking with 24-hour security.', 'جراج مغطى مع حراسة على مدار ٢٤ ساعة.'),
      adminName: p('Mr. Sameh Fathy', 'أ. سامح فتحي'),
      adminPhoneNumber: '01201234567',
      annualSubscription: 1500,
      openHours: p('Every day, 24 hours', 'يومياً، ٢٤ ساعة'),
      places: 250,
    });
    await insert(ENTITIES.library, {
      branchId,
      name: p(`${branchName.en} Library`, `مكتبة ${branchName.ar}`),
      description: p('Books, newspapers and a quiet reading hall.', 'كتب وصحف وقاعة هادئة للقراءة.'),
      location: p('First floor, social building', 'الدور الأول، المبنى الاجتماعي'),
      phoneNumber: '034240000',
      openHours: OPEN_HOURS,
      images: [img(`library-${b}`, 'Library', hue + 60)],
      banner: img(`library-${b}-banner`, 'Library', hue + 60),
    });
    await insert(ENTITIES.kindergarten, {
      branchId,
      name: p(`Little Stars – ${branchName.en}`, `النجوم الصغيرة – ${branchName.ar}`),
      description: p('A safe and playful place for children aged 2 to 5.', 'مكان آمن ومرح للأطفال من سن ٢ إلى ٥ سنوات.'),
      adminName: p('Mrs. Mona Ali', 'أ. منى علي'),
      openHours: p('Sunday to Thursday, 8 AM – 2 PM', 'من الأحد إلى الخميس، ٨ صباحاً – ٢ ظهراً'),
      activities: p('Drawing, music, swimming, storytelling', 'رسم، موسيقى، سباحة، حكايات'),
      adminPhoneNumber: '01061234567',
      logo: img(`kg-${b}`, 'KG', hue + 90, 300, 300),
      banner: img(`kg-${b}-banner`, 'Kindergarten', hue + 90),
    });
    const discounts: Array<['medical' | 'restaurant', Pair]> = [
      ['medical', p('Alex Scan Centre', 'مركز أليكس للأشعة')],
      ['medical', p('Al Shifa Pharmacy', 'صيدلية الشفاء')],
      ['restaurant', p('Fish Market', 'سوق السمك')],
      ['restaurant', p('Pizza Roma', 'بيتزا روما')],
    ];
    for (const [i, [type, name]] of discounts.entries()) {
      await insert(ENTITIES.discount, {
        branchId,
        type,
        name: p(`${name.en} (${branchName.en})`, `${name.ar} (${branchName.ar})`),
        description: p(
          'Special prices for club members on presenting the membership card.',
          'أسعار خاصة لأعضاء النادي عند تقديم كارنيه العضوية.',
        ),
        addresses: branchName,
        pohoneNumbers: ['01001112223'],
        offers: p(`${10 + i * 5}% off`, `خصم ${(10 + i * 5).toLocaleString('ar-EG')}٪`),
        logo: img(`discount-${b}-${i}`, name.en, hue + i * 45, 300, 300),
        banner: img(`discount-${b}-${i}-banner`, name.en, hue + i * 45),
      });
    }
  }

  for (const [i, name] of [
    p('Drawing workshop', 'ورشة الرسم'),
    p('Choir', 'الكورال'),
    p('Chess club', 'نادي الشطرنج'),
    p('Yoga for seniors', 'يوجا لكبار السن'),
    p('Photography', 'التصوير'),
  ].entries()) {
    await insert(ENTITIES.activity, {
      branchId: i % 2 ? gleem : smouha,
      logo: img(`activity-${i}`, name.en, i * 60, 300, 300),
      name,
      detailsTitle: p('Weekly sessions', 'جلسات أسبوعية'),
      detailsSubject: p(
        'Open to members of all ages; register at the social office.',
        'متاحة للأعضاء من كل الأعمار؛ التسجيل بالمكتب الاجتماعي.',
      ),
    });
  }

  for (let i = 1; i <= 8; i++) {
    await insert(
      ENTITIES.album,
      {
        title: p(`Club moments ${i}`, `لقطات من النادي ${formatNumber(i, 'ar')}`),
        description: p('Photos and videos from club events.', 'صور وفيديوهات من فعاليات النادي.'),
        images: [1, 2, 3, 4].map((k) => img(`album-${i}-${k}`, `Photo ${i}.${k}`, (i * 40 + k * 15) % 360)),
        videos: [],
      },
      true,
      Date.now() - (9 - i) * 9 * DAY - 3 * HOUR,
    );
  }

  for (const [i, title] of [
    p('Theatre night', 'ليلة المسرح'),
    p('Poetry evening', 'أمسية شعرية'),
    p('Art exhibition', 'معرض فني'),
  ].entries()) {
    await insert(ENTITIES.cultural, {
      banner: img(`cultural-${i}`, title.en, 300 + i * 20),
      title,
      description: p('Monthly cultural programme for members.', 'البرنامج الثقافي الشهري للأعضاء.'),
    });
  }

  await insert(ENTITIES.administration, {
    isDefault: 1,
    description: p(
      'The board of directors is elected by the general assembly for four years.',
      'ينتخب مجلسَ الإدارة الجمعيةُ العمومية لمدة أربع سنوات.',
    ),
    presidentName: p('Eng. Ahmed Fawzy', 'م. أحمد فوزي'),
    presidentPhoto: { name: 'president.svg', publicUrl: img('president', 'President', 220, 400, 400) },
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
    await insert(ENTITIES.director, {
      order: i + 1,
      avatar: { name: `director-${i}.svg`, publicUrl: img(`director-${i}`, `D${i + 1}`, 200 + i * 10, 300, 300) },
      name,
      jobTitle,
      facebookUrl: 'https://facebook.com/',
    });
  }

  await insert(ENTITIES.live, {
    title: p('Live: football league, round 12', 'بث مباشر: الدوري، الجولة ١٢'),
    html: p(
      '<p>Follow the match live on the club’s channels.</p><p><a href="https://www.youtube.com/" target="_blank">Watch on YouTube</a></p>',
      '<p>تابع المباراة مباشرة على قنوات النادي.</p><p><a href="https://www.youtube.com/" target="_blank">شاهد على يوتيوب</a></p>',
    ),
  });

  for (let i = 1; i <= 7; i++) {
    await insert(ENTITIES.generalAssembly, {
      title: p(`General assembly minutes ${2018 + i}`, `محضر الجمعية العمومية ${2018 + i}`),
      description: p('Minutes and decisions of the ordinary general assembly.', 'محضر وقرارات الجمعية العمومية العادية.'),
      pdfUrl: files.pdf(`assembly-${i}`, `General assembly ${2018 + i}`),
      status: i === 7 ? 'INACTIVE' : 'ACTIVE',
    });
  }

  for (const [i, name] of [
    p('Aqua Pure', 'أكوا بيور'),
    p('Nile Bank', 'بنك النيل'),
    p('Delta Motors', 'دلتا موتورز'),
    p('Sahel Telecom', 'الساحل للاتصالات'),
    p('Misr Foods', 'مصر للأغذية'),
    p('Alex Steel', 'حديد الإسكندرية'),
  ].entries()) {
    await insert(ENTITIES.sponsor, { name, link: 'https://example.com/', logo: img(`sponsor-${i}`, name.en, i * 50, 240, 120) });
  }
  await insert(ENTITIES.ad, {
    image: await files.raster('ad-1', 'Summer camp', 40, 1200, 300),
    link: '/coming-soon',
    title: p('Summer camp registration', 'التسجيل في المعسكر الصيفي'),
    description: p('Places are limited.', 'الأماكن محدودة.'),
    endDate: new Date(Date.now() + 60 * DAY).toISOString(),
    appearIn: 'both',
    type: 'banner',
    position: 'home-top',
  });
  for (const [type, name, link] of [
    ['facebook', p('Facebook', 'فيسبوك'), 'https://facebook.com/'],
    ['instagram', p('Instagram', 'إنستجرام'), 'https://instagram.com/'],
    ['youtube', p('YouTube', 'يوتيوب'), 'https://youtube.com/'],
    ['twitter', p('X (Twitter)', 'إكس (تويتر)'), 'https://twitter.com/'],
    ['whatsapp', p('WhatsApp', 'واتساب'), 'https://wa.me/201000000000'],
  ] as const) {
    await insert(ENTITIES.socialMedia, { type, name, link, status: 'enabled' });
  }
  await insert(ENTITIES.socialMedia, { type: 'tiktok', name: p('TikTok', 'تيك توك'), link: 'https://tiktok.com/', status: 'disabled' });

  for (const [i, name] of [
    p('Football', 'كرة القدم'),
    p('Basketball', 'كرة السلة'),
    p('Swimming', 'السباحة'),
    p('Handball', 'كرة اليد'),
    p('Tennis', 'التنس'),
    p('Volleyball', 'الكرة الطائرة'),
  ].entries()) {
    await insert(ENTITIES.sportCategory, { parentId: 0, index: i + 1, name });
  }

  await insert(ENTITIES.match, {
    matchType: 'football',
    matchDate: new Date(Date.now() - 7 * DAY).toISOString(),
    teamName: p('Ittihad Alexandria', 'الاتحاد السكندري'),
    teamLogo: img('team-ittihad', 'ITT', 120, 200, 200),
  });
  await insert(ENTITIES.match, {
    matchType: 'football',
    matchDate: new Date(Date.now() + 3 * DAY + 5 * 3_600_000).toISOString(),
    teamName: p('Al Masry', 'المصري'),
    teamLogo: img('team-masry', 'MSR', 0, 200, 200),
  });
  await files.flush();
}
