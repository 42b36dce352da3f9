// The learning centre's landing page (/courses/learnbay), SPEC sections 1, 2 ("Marketing landing page") and 3.
// The course cards are the published courses' own (issue 29: each course document has its card).
// Names of people and companies are fictional. Every image path referenced here is listed in `landingImages`. The
// placement and story cards are the published success stories (issue 29; the seed's first ones were the cards once
// written here: gateway/src/db/seed-data/stories.ts).
// `{siteName}` stands for the site's name from the site settings (LandingPage fills it in: `withSiteName`).
import { paths } from '../routes';
import type { LandingPage } from './types';

export const landing: LandingPage = {
  path: paths.courses.landing,
  title: '{siteName} — Offline Data Science, AI, Full Stack and Digital Marketing Courses',
  metaDescription:
    'Classroom courses in Data Science, AI-ML, Full Stack Development and Digital Marketing in Pune, with expert mentors, live projects and placement support.',
  hero: {
    eyebrow: '{siteName} · Offline classroom courses',
    headline: 'Take Your Career To New Height',
    tagline: 'Expert-led courses designed for students and professionals looking to upskill and achieve their dreams',
    location: 'Offline learning centre in Shivajinagar, Pune, Maharashtra',
    // SPEC: both links go to a placeholder target; here they ask for the visitor's details (a lead for any course).
    ctas: [
      { label: 'Get Started', action: 'lead' },
      { label: 'Enroll Now', action: 'lead' },
    ],
    video: { webm: '/media/hero.webm', mp4: '/media/hero.mp4', poster: '/media/hero-poster.jpg' },
    videoAlt: 'Data Science, AI-ML, Full Stack and Digital Marketing: offline classroom learning in Pune',
  },
  intro: {
    heading: 'Explore {siteName}',
    text:
      'Learn in a real classroom and get real-time offline support from mentors who sit beside you, for Data Science, ' +
      'Digital Marketing, ChatGPT and AI, ML and Full-Stack Development. Bring your doubts to the centre any weekday ' +
      'and leave with working code, finished projects and a clear plan for your next role.',
    subjects: ['Data Science', 'Digital Marketing', 'ChatGPT and AI', 'ML', 'Full-Stack Development'],
  },
  features: {
    eyebrow: 'Why learn at our Pune centre',
    items: [
      {
        image: '/media/content/features/classroom-teaching.svg',
        title: 'Classroom Teaching',
        description:
          'Small batches of up to 30 learners meet in our Shivajinagar classrooms, so every session has live whiteboard ' +
          'work, pair coding and instant answers to your questions.',
      },
      {
        image: '/media/content/features/expert-guidance.svg',
        title: 'Personalised Expert Guidance',
        description:
          'A dedicated mentor reviews your progress every fortnight, spots the topics you find hard and builds a study ' +
          'plan around your job, college timetable and career goal.',
      },
      {
        image: '/media/content/features/expert-sessions.svg',
        title: 'Expert-Led Sessions',
        description:
          'Data scientists, engineers and marketers working at product companies teach the advanced modules and share ' +
          'the tools and shortcuts they use on real projects every day.',
      },
      {
        image: '/media/content/features/free-resources.svg',
        title: 'Free Learning Resources',
        description:
          'Recorded lectures, practice notebooks, cheat sheets and a 1500+ interview question bank stay open to you at ' +
          'no extra cost, even after your batch has finished.',
      },
    ],
  },
  courses: {
    heading: 'Exclusive Offline Courses',
    intro: 'Classroom programmes with live projects, mentors beside you and placement support until you are hired.',
    syllabusCta: { label: 'Syllabus', action: 'syllabus' },
  },
  placements: {
    heading: 'From Learning to Earning',
    intro: 'Recent learners from our Pune classrooms and the offers they accepted.',
  },
  partners: {
    heading: 'Trusted by 1200+ Academic & Employment Partners',
    intro: 'Colleges that send us learners and companies that hire them.',
    items: [
      { name: 'Deccan Softworks', logo: '/media/content/partners/deccan-softworks.svg' },
      { name: 'Konkan AI Labs', logo: '/media/content/partners/konkan-ai-labs.svg' },
      { name: 'Mula Capital', logo: '/media/content/partners/mula-capital.svg' },
      { name: 'Chakan Precision', logo: '/media/content/partners/chakan-precision.svg' },
      { name: 'Lonavala Media', logo: '/media/content/partners/lonavala-media.svg' },
      { name: 'Indrayani Hospitals', logo: '/media/content/partners/indrayani-hospitals.svg' },
      { name: 'Sahyadri Institute of Technology', logo: '/media/content/partners/sahyadri-institute.svg' },
    ],
  },
  awards: {
    heading: 'Awards & Accomplishments',
    intro: 'Recognition for our classrooms, curriculum and placement support.',
    anchor: 'Awards-&-Accomplishments',
    items: [
      {
        img: '/media/content/awards/best-offline-centre.svg',
        title: 'Best Offline Tech Learning Centre',
        organization: 'Maharashtra EdTech Forum 2024',
        description: 'Recognised for classroom teaching quality and learner outcomes across Pune and nearby districts.',
      },
      {
        img: '/media/content/awards/placement-excellence.svg',
        title: 'Excellence in Placement Support',
        organization: 'Pune Skills Summit 2024',
        description: 'Awarded for helping career switchers land analytics and engineering roles within six months.',
      },
      {
        img: '/media/content/awards/data-science-programme.svg',
        title: 'Data Science Programme of the Year',
        organization: 'India Learning Awards 2023',
        description: 'Our project-first data science curriculum was judged the most job-relevant in its category.',
      },
      {
        img: '/media/content/awards/learner-choice.svg',
        title: "Learners' Choice Award",
        organization: 'Western India Education Review 2024',
        description: 'Voted by learners for mentor availability and doubt-clearing support in the classroom.',
      },
      {
        img: '/media/content/awards/women-in-tech.svg',
        title: 'Women in Tech Upskilling Initiative',
        organization: 'Deccan Women Professionals Network',
        description: 'Honoured for weekend batches that helped women return to work after a career break.',
      },
      {
        img: '/media/content/awards/industry-partnership.svg',
        title: 'Outstanding Industry Partnership',
        organization: 'Pune IT Employers Council 2023',
        description: 'Cited for live projects co-designed with hiring partners from fintech, healthcare and retail.',
      },
      {
        img: '/media/content/awards/ai-curriculum.svg',
        title: 'Innovation in AI Curriculum',
        organization: 'National AI Education Conclave 2024',
        description: 'Recognised for bringing generative AI and ChatGPT workflows into a classroom programme early.',
      },
      {
        img: '/media/content/awards/digital-marketing-training.svg',
        title: 'Best Digital Marketing Training Partner',
        organization: 'Maharashtra Marketing Association 2023',
        description: 'Awarded for live SEO and social media projects run with local businesses.',
      },
    ],
  },
  stories: {
    heading: 'From Learning to Leading',
    intro: 'Career switchers and graduates on how the classroom changed their careers.',
  },
};

/** Every image path the landing page references (drawn later under web/public). */
export const landingImages: string[] = [
  ...landing.features.items.map((f) => f.image),
  ...landing.partners.items.map((p) => p.logo),
  ...landing.awards.items.map((a) => a.img),
].filter((src, i, all) => all.indexOf(src) === i);
