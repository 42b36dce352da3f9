// Offline Certificate in Digital Marketing (/courses/digital-marketing), SPEC sections 2 and 9.
import { paths } from '../routes';
import { REFUND_FAQ, STANDARD_DISCLAIMER, TOOLS, person } from './shared';
import type { TypeScriptCoursePage, FeeOption, Syllabus } from './types';

export const digitalMarketingSyllabus: Syllabus = {
  course: 'Offline Certificate in Digital Marketing',
  summary: 'A classroom programme in SEO, social media, paid ads, email and analytics, with live projects.',
  modules: [
    { title: 'Prep Content', topics: ['Marketing fundamentals', 'Customer journeys and funnels', 'Building a website with WordPress', 'Content writing basics'] },
    { title: 'Digital Channels', topics: ['Search engine optimisation', 'Social media marketing', 'Content marketing', 'Email marketing'] },
    { title: 'Digital Channels-2', topics: ['Google Ads search and display', 'Meta Ads campaigns', 'Affiliate and influencer marketing', 'Online reputation management'] },
    { title: 'Digital Analytics', topics: ['Google Analytics 4', 'Tag Manager and conversion tracking', 'Campaign reporting dashboards', 'A/B testing'] },
  ],
};

const DM_FEE = {
  pune: { amount: 'INR 65,000', duration: 'Classroom programme', note: 'Inclusive of all taxes' },
  haldwani: { amount: null, duration: 'Classroom programme', note: 'Fee for the Haldwani centre is shared by a learning consultant' },
} satisfies Record<string, FeeOption>;
const DM_INCLUDES = ['150+ hours of classroom training', '20+ projects', 'Placement training'];
const DM_PAYMENT = ['Pay the fee to confirm your seat and join your batch'];

export const digitalMarketingPage: TypeScriptCoursePage = {
  slug: 'digital-marketing',
  path: paths.courses.digitalMarketing,
  title: 'Offline Certificate in Digital Marketing in Pune',
  metaDescription:
    'Classroom digital marketing course in Pune: 150+ hours, 20+ live projects, 10+ tools and placement training, fee 65,000 rupees.',
  syllabus: digitalMarketingSyllabus,
  sections: [
    {
      kind: 'hero',
      eyebrow: 'Offline classroom programme',
      title: 'Offline Certificate in Digital Marketing',
      tagline: 'Run real SEO, social media and ad campaigns in class, and graduate with results you can show employers.',
      ctas: [
        { label: 'Apply Now', action: 'lead' },
        { label: 'Download Syllabus', action: 'syllabus' },
        { label: 'Share', action: 'share' },
      ],
      image: { src: '/media/content/courses/digital-marketing.svg', alt: 'A campaign performance dashboard' },
    },
    {
      kind: 'stats',
      items: [
        { value: '150+', label: 'Hours of classroom training' },
        { value: '100+', label: 'Hours of placement training' },
        { value: '20+', label: 'Projects' },
        { value: '10+', label: 'Tools' },
      ],
    },
    {
      kind: 'highlights',
      heading: 'Key Highlights',
      items: [
        { icon: '/media/content/icons/classroom.svg', title: 'Classroom learning', description: 'Learn every channel live, with trainers who run campaigns for a living.' },
        { icon: '/media/content/icons/projects.svg', title: 'Live projects', description: 'Grow a real blog and social accounts and rank pages on Google.' },
        { icon: '/media/content/icons/tools.svg', title: '10+ tools', description: 'Google Analytics, Google Ads, Meta Ads Manager, SEMrush and more.' },
        { icon: '/media/content/icons/interview.svg', title: '1500+ interview questions', description: 'Prepare with questions from real marketing interviews.' },
      ],
    },
    {
      kind: 'curriculum',
      heading: 'Curriculum',
      // SPEC: topics are shown for the first tab only; the other tabs point to the syllabus download.
      tabs: [
        { title: 'Prep Content', summary: 'Marketing fundamentals and your own website, before the channels.', topics: digitalMarketingSyllabus.modules[0]!.topics, tools: [TOOLS.wordpress, TOOLS.canva] },
        { title: 'Digital Channels', summary: 'Search, social, content and email: the organic channels.', topics: [], tools: [TOOLS.semrush, TOOLS.searchConsole, TOOLS.hootsuite, TOOLS.mailchimp] },
        { title: 'Digital Channels-2', summary: 'Paid search, display and social advertising.', topics: [], tools: [TOOLS.googleAds, TOOLS.metaAds] },
        { title: 'Digital Analytics', summary: 'Measure every campaign and report what worked.', topics: [], tools: [TOOLS.googleAnalytics, TOOLS.tagManager] },
      ],
      ctas: [{ label: 'Download Syllabus', action: 'syllabus' }],
      // This page has no tools section of its own: the curriculum ends with the 10+ tools of the stats strip.
      technologyHeading: 'Tools You Will Use',
    },
    {
      kind: 'projects',
      heading: 'Learn by Doing',
      projects: [
        { company: 'Learning centre project', title: 'Blog creation', description: 'Set up a WordPress blog, plan a content calendar and publish optimised posts.', tools: ['WordPress', 'Canva'] },
        { company: 'Learning centre project', title: 'Social media live project', description: 'Grow an Instagram and LinkedIn page for a local business over four weeks.', tools: ['Meta Ads Manager', 'Hootsuite'] },
        { company: 'Learning centre project', title: 'SEO live project', description: 'Audit a live website, fix on-page issues and track rankings in Search Console.', tools: ['SEMrush', 'Google Search Console'] },
      ],
    },
    {
      kind: 'projects',
      heading: 'Mentor-Led Projects',
      projects: [
        { company: 'Lonavala Media', title: 'Google Ads lead campaign', description: 'Plan, launch and optimise a search campaign for a resort chain within a fixed budget.', tools: ['Google Ads', 'Google Analytics'] },
        { company: 'Indrayani Hospitals', title: 'Email nurture journey', description: 'Design a patient-awareness email series and measure open and click rates.', tools: ['Mailchimp'] },
        { company: 'Deccan Softworks', title: 'Analytics dashboard', description: 'Set up conversion tracking and a weekly marketing report for a SaaS product.', tools: ['Google Tag Manager', 'Google Analytics'] },
      ],
    },
    {
      kind: 'banner',
      title: 'Connect With Us',
      text: 'Ask a learning consultant about batches, fees and placement support in your city.',
      cta: { label: 'Connect With Us', action: 'lead' },
    },
    {
      kind: 'instructors',
      heading: 'Learn From Industry Experts',
      tabs: [
        {
          label: 'Industry Experts',
          people: [
            person('Kunal Mehta', 'Performance Marketing Manager', 'lonavala-media', 'Manages paid campaigns across Google and Meta for hospitality brands.'),
            person('Ritika Sawant', 'SEO Lead', 'deccan-softworks', 'Grew organic traffic for SaaS products from zero to a million visits a month.'),
            person('Harshad Limaye', 'Social Media Strategist', 'lonavala-media', 'Builds content strategies for consumer brands on Instagram and YouTube.'),
          ],
        },
      ],
    },
    {
      kind: 'careerSteps',
      anchor: 'success',
      heading: 'Your Career Success Starts Here',
      steps: [
        { step: 1, title: 'Technical Training', points: ['Live campaigns in class', 'Industry-designed curriculum', 'Expert faculty'] },
        { step: 2, title: '360 degree Career Prep', points: ['Portfolio and resume review', 'Interview question bank of 1500+ questions', '1-1 mock interviews'] },
        { step: 3, title: 'Guided Internship', points: ['Projects with partner agencies', 'Mentor feedback', 'Certificate of mentorship'] },
        { step: 4, title: 'Career Center', points: ['Hiring network', 'Exclusive job listings', 'Interview prep'] },
      ],
      cta: { label: 'Get Started Now', action: 'lead' },
    },
    {
      kind: 'eligibility',
      anchor: 'Eligibility',
      heading: 'Eligibility',
      tabs: [
        { label: 'Prerequisites', points: ['Basic computer and internet skills', 'Interest in content, data and consumer behaviour'] },
        { label: 'Eligibility', points: ['Students in college', 'Professionals with 0-2 years of work experience'] },
      ],
    },
    {
      kind: 'fees',
      anchor: 'course-fee',
      heading: 'Course Fee',
      tabs: [
        { label: 'Pune', fee: DM_FEE.pune, points: DM_INCLUDES },
        // The SPEC gives a fee for Pune only.
        { label: 'Haldwani', fee: DM_FEE.haldwani, points: DM_INCLUDES },
      ],
      ctas: [
        { label: 'Apply Now', action: 'lead' },
        { label: 'View Plans', action: 'plans' },
        { label: 'More Details', action: 'details' },
      ],
      // One classroom programme; how to pay is the How To Apply section's last step.
      plans: [
        { name: 'Pune centre', fee: DM_FEE.pune, includes: DM_INCLUDES, payment: DM_PAYMENT },
        { name: 'Haldwani centre', fee: DM_FEE.haldwani, includes: DM_INCLUDES, payment: DM_PAYMENT },
      ],
    },
    {
      kind: 'howToApply',
      heading: 'How To Apply',
      requirement: 'You must be in college or have 0-2 years of work experience.',
      steps: [
        { step: 1, title: 'Fill the application form', text: 'Tell us about your education, experience and goals.' },
        { step: 2, title: 'Talk to learning consultants', text: 'A consultant checks your eligibility and helps you pick a batch.' },
        { step: 3, title: 'Pay and start learning', text: 'Pay the fee to confirm your seat and join your batch.' },
      ],
    },
    {
      kind: 'faq',
      anchor: 'faq',
      heading: 'Frequently Asked Questions',
      categories: [
        {
          label: 'Course Eligibility',
          questions: [
            { question: 'Who is this program for?', answer: 'College students and professionals with 0-2 years of experience who want a career in digital marketing.' },
            { question: 'Do I need a marketing background?', answer: 'No. The Prep Content module covers marketing fundamentals before the channel modules.' },
            { question: 'What is the admission process?', answer: 'Fill the application form, talk to a learning consultant, then pay the fee and start learning.' },
          ],
        },
        {
          label: 'Course Curriculum',
          questions: [
            { question: 'Which channels are covered?', answer: 'SEO, social media, content, email, Google Ads, Meta Ads and digital analytics.' },
            { question: 'Will I work on live projects?', answer: 'Yes: a blog, a social media live project, an SEO live project and mentor-led projects with partner companies.' },
            { question: 'Which tools will I use?', answer: 'More than 10, including Google Analytics, Google Ads, Meta Ads Manager, SEMrush, WordPress and Mailchimp.' },
          ],
        },
        { label: 'Refund Policy/Financials', questions: REFUND_FAQ },
      ],
    },
    {
      kind: 'disclaimer',
      anchor: 'disclamer',
      heading: 'Disclaimer',
      points: STANDARD_DISCLAIMER,
    },
  ],
};
