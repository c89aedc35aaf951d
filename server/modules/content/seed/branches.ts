import { ENTITIES } from '../entities';
import type { ContentSeeder } from './seeder';
import { BRANCHES, OPEN_HOURS, PARAGRAPH, p, type Pair } from './texts';

export type SeededBranch = (typeof BRANCHES)[number] & { id: number };

/** The club's branches, and the two that the auctions and activities belong to. */
export async function seedBranches(s: ContentSeeder): Promise<{ all: SeededBranch[]; smouha: number; gleem: number }> {
  const all: SeededBranch[] = [];
  for (const b of BRANCHES) {
    const id = await s.insert(ENTITIES.branch, {
      slug: b.slug,
      name: b.name,
      description: p(`${b.name.en} branch: ${PARAGRAPH.en}`, `فرع ${b.name.ar}: ${PARAGRAPH.ar}`),
      address: b.address,
      images: [s.img(`branch-${b.slug}`, b.name.en, b.hue), s.img(`branch-${b.slug}-2`, `${b.name.en} 2`, b.hue + 20)],
      thumbnail: s.img(`branch-${b.slug}-thumb`, b.name.en, b.hue, 400, 300),
    });
    all.push({ ...b, id });
  }
  const idOf = (slug: string) => all.find((b) => b.slug === slug)?.id as number;
  return { all, smouha: idOf('smouha'), gleem: idOf('gleem') };
}

/** Each branch's services, branch by branch: restaurants, clinic, telecom shops, parking, library, kindergarten, discounts. */
export async function seedBranchServices(s: ContentSeeder, branches: readonly SeededBranch[]): Promise<void> {
  for (const branch of branches) {
    await seedRestaurants(s, branch);
    await seedClinic(s, branch);
    await seedTelecom(s, branch);
    await seedParking(s, branch);
    await seedLibrary(s, branch);
    await seedKindergarten(s, branch);
    await seedDiscounts(s, branch);
  }
}

/** Three restaurants of a branch. */
async function seedRestaurants(s: ContentSeeder, branch: SeededBranch): Promise<void> {
  const { id: branchId, slug: b, hue, name: branchName } = branch;
  for (const [i, name] of [
    p('Sea Breeze Grill', 'مشويات نسيم البحر'),
    p('Olive Café', 'مقهى الزيتون'),
    p('Pasta Corner', 'ركن المكرونة'),
  ].entries()) {
    await s.insert(ENTITIES.restaurant, {
      branchId,
      name: p(`${name.en} – ${branchName.en}`, `${name.ar} – ${branchName.ar}`),
      description: p('Fresh meals for members and their families.', 'وجبات طازجة للأعضاء وأسرهم.'),
      location: p('Next to the main pool', 'بجوار حمام السباحة الرئيسي'),
      openHours: OPEN_HOURS,
      phoneNumber: `0120000${String(i).padStart(4, '0')}`,
      logo: s.img(`restaurant-${b}-${i}`, name.en, hue + i * 30, 300, 300),
      banner: s.img(`restaurant-${b}-${i}-banner`, name.en, hue + i * 30),
      menus: [s.img(`restaurant-${b}-${i}-menu`, 'Menu', hue, 600, 800)],
    });
  }
}

/** A branch's medical centre and its clinics. */
async function seedClinic(s: ContentSeeder, branch: SeededBranch): Promise<void> {
  const { id: branchId, name: branchName } = branch;
  await s.insert(ENTITIES.clinic, {
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
}

/** A branch's two telecom shops. */
async function seedTelecom(s: ContentSeeder, branch: SeededBranch): Promise<void> {
  const { id: branchId, slug: b } = branch;
  for (const [i, title] of [p('Vodafone Store', 'متجر فودافون'), p('Orange Shop', 'محل أورنج')].entries()) {
    await s.insert(ENTITIES.telecom, {
      branchId,
      title,
      description: p('Lines, recharges and devices for members.', 'خطوط وشحن رصيد وأجهزة للأعضاء.'),
      adminName: p('Mr. Karim Adel', 'أ. كريم عادل'),
      adminPhoneNumber: '01111234567',
      openHours: OPEN_HOURS,
      logo: s.img(`telecom-${b}-${i}`, title.en, 0 + i * 25, 300, 300),
      banner: s.img(`telecom-${b}-${i}-banner`, title.en, 0 + i * 25),
    });
  }
}

/** A branch's parking. */
async function seedParking(s: ContentSeeder, branch: SeededBranch): Promise<void> {
  const { id: branchId, slug: b, hue } = branch;
  await s.insert(ENTITIES.parking, {
    branchId,
    banner: s.img(`parking-${b}`, 'Parking', hue),
    description: p('Covered parking with 24-hour security.', 'جراج مغطى مع حراسة على مدار ٢٤ ساعة.'),
    adminName: p('Mr. Sameh Fathy', 'أ. سامح فتحي'),
    adminPhoneNumber: '01201234567',
    annualSubscription: 1500,
    openHours: p('Every day, 24 hours', 'يومياً، ٢٤ ساعة'),
    places: 250,
  });
}

/** A branch's library. */
async function seedLibrary(s: ContentSeeder, branch: SeededBranch): Promise<void> {
  const { id: branchId, slug: b, hue, name: branchName } = branch;
  await s.insert(ENTITIES.library, {
    branchId,
    name: p(`${branchName.en} Library`, `مكتبة ${branchName.ar}`),
    description: p('Books, newspapers and a quiet reading hall.', 'كتب وصحف وقاعة هادئة للقراءة.'),
    location: p('First floor, social building', 'الدور الأول، المبنى الاجتماعي'),
    phoneNumber: '034240000',
    openHours: OPEN_HOURS,
    images: [s.img(`library-${b}`, 'Library', hue + 60)],
    banner: s.img(`library-${b}-banner`, 'Library', hue + 60),
  });
}

/** A branch's kindergarten. */
async function seedKindergarten(s: ContentSeeder, branch: SeededBranch): Promise<void> {
  const { id: branchId, slug: b, hue, name: branchName } = branch;
  await s.insert(ENTITIES.kindergarten, {
    branchId,
    name: p(`Little Stars – ${branchName.en}`, `النجوم الصغيرة – ${branchName.ar}`),
    description: p('A safe and playful place for children aged 2 to 5.', 'مكان آمن ومرح للأطفال من سن ٢ إلى ٥ سنوات.'),
    adminName: p('Mrs. Mona Ali', 'أ. منى علي'),
    openHours: p('Sunday to Thursday, 8 AM – 2 PM', 'من الأحد إلى الخميس، ٨ صباحاً – ٢ ظهراً'),
    activities: p('Drawing, music, swimming, storytelling', 'رسم، موسيقى، سباحة، حكايات'),
    adminPhoneNumber: '01061234567',
    logo: s.img(`kg-${b}`, 'KG', hue + 90, 300, 300),
    banner: s.img(`kg-${b}-banner`, 'Kindergarten', hue + 90),
  });
}

/** Discounts for members at medical centres and restaurants near a branch. */
async function seedDiscounts(s: ContentSeeder, branch: SeededBranch): Promise<void> {
  const { id: branchId, slug: b, hue, name: branchName } = branch;
  const discounts: Array<['medical' | 'restaurant', Pair]> = [
    ['medical', p('Alex Scan Centre', 'مركز أليكس للأشعة')],
    ['medical', p('Al Shifa Pharmacy', 'صيدلية الشفاء')],
    ['restaurant', p('Fish Market', 'سوق السمك')],
    ['restaurant', p('Pizza Roma', 'بيتزا روما')],
  ];
  for (const [i, [type, name]] of discounts.entries()) {
    await s.insert(ENTITIES.discount, {
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
      logo: s.img(`discount-${b}-${i}`, name.en, hue + i * 45, 300, 300),
      banner: s.img(`discount-${b}-${i}-banner`, name.en, hue + i * 45),
    });
  }
}
