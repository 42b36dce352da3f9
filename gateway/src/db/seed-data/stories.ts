// The success stories the landing page's two carousels showed while they were hard-coded in the web app
// (web/src/content/landing.ts until issue 29): five placements with their package and three stories told in the
// learners' words. Copied here so that the seed never imports the web app. The people and companies are fictional,
// like the rest of the sample data; the seed writes them as published stories (seed.ts, writeLandingStories).

export interface LandingStorySeed {
  studentName: string;
  companyName: string;
  role: string;
  /** The portrait under web/public. */
  storyImage: string;
  companyLogo: string;
  /** As the salary rules store it ("₹5.5 LPA"); '' when the story does not tell it. */
  placementPackage: string;
  /** Plain text, one paragraph; '' for a placement told by its card alone. */
  story: string;
}

export const landingStories: LandingStorySeed[] = [
  {
    studentName: 'Aarti Wagh',
    companyName: 'Deccan Softworks',
    role: 'Data Analyst',
    storyImage: '/media/content/placements/aarti-wagh.svg',
    companyLogo: '/media/content/companies/deccan-softworks.svg',
    placementPackage: '₹5.5 LPA',
    story: '',
  },
  {
    studentName: 'Nikhil Bhosale',
    companyName: 'Konkan AI Labs',
    role: 'Machine Learning Engineer',
    storyImage: '/media/content/placements/nikhil-bhosale.svg',
    companyLogo: '/media/content/companies/konkan-ai-labs.svg',
    placementPackage: '₹8.2 LPA',
    story: '',
  },
  {
    studentName: 'Shruti Gokhale',
    companyName: 'Mula Capital',
    role: 'Business Analyst',
    storyImage: '/media/content/placements/shruti-gokhale.svg',
    companyLogo: '/media/content/companies/mula-capital.svg',
    placementPackage: '₹6.8 LPA',
    story: '',
  },
  {
    studentName: 'Omkar Jadhav',
    companyName: 'Chakan Precision',
    role: 'Full Stack Developer',
    storyImage: '/media/content/placements/omkar-jadhav.svg',
    companyLogo: '/media/content/companies/chakan-precision.svg',
    placementPackage: '₹6 LPA',
    story: '',
  },
  {
    studentName: 'Pooja More',
    companyName: 'Lonavala Media',
    role: 'Digital Marketing Executive',
    storyImage: '/media/content/placements/pooja-more.svg',
    companyLogo: '/media/content/companies/lonavala-media.svg',
    placementPackage: '₹4.8 LPA',
    story: '',
  },
  {
    studentName: 'Rahul Kale',
    companyName: 'Konkan AI Labs',
    role: 'Data Scientist',
    storyImage: '/media/content/stories/rahul-kale.svg',
    companyLogo: '/media/content/companies/konkan-ai-labs.svg',
    placementPackage: '',
    story:
      'I was a mechanical engineer testing gearboxes in Chakan and had never written a line of Python. The weekend ' +
      'classroom batches let me keep my job while I learned SQL, statistics and machine learning. My capstone on ' +
      'predicting machine failures became the centre of every interview, and I joined Konkan AI Labs as a data ' +
      'scientist with a 70% hike.',
  },
  {
    studentName: 'Neha Pawar',
    companyName: 'Mula Capital',
    role: 'Senior Business Analyst',
    storyImage: '/media/content/stories/neha-pawar.svg',
    companyLogo: '/media/content/companies/mula-capital.svg',
    placementPackage: '',
    story:
      'After four years in bank operations I wanted work that used data, not just spreadsheets. My mentor at the ' +
      'Pune centre helped me pick a BFSI project on loan default risk and rehearsed three mock interviews with me. ' +
      'Today I lead the credit analytics dashboards at Mula Capital.',
  },
  {
    studentName: 'Siddharth Deshpande',
    companyName: 'Deccan Softworks',
    role: 'Full Stack Developer',
    storyImage: '/media/content/stories/siddharth-deshpande.svg',
    companyLogo: '/media/content/companies/deccan-softworks.svg',
    placementPackage: '',
    story:
      'I finished my B.Com in 2023 and taught myself a little HTML, but I kept getting stuck alone. Learning Java, ' +
      'data structures and JavaScript in a classroom with daily doubt-clearing changed that. I shipped three full ' +
      'projects, cleared the coding round at Deccan Softworks and started as a full stack developer.',
  },
];
