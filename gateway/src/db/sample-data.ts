// Sample job posts and success stories for a new installation (fictional companies and people).
import type { EmploymentType, JobCategory } from '../generated/prisma/enums.js';

interface SampleJob {
  title: string;
  companyname: string;
  companylogo: string;
  location: string;
  salary: string;
  category: JobCategory;
  employmentType?: EmploymentType;
  content: string;
}

const describe = (summary: string, duties: string[], skills: string[]) =>
  `<p>${summary}</p><h2>What you will do</h2><ul>${duties.map((d) => `<li>${d}</li>`).join('')}</ul>` +
  `<h2>What we look for</h2><ul>${skills.map((s) => `<li>${s}</li>`).join('')}</ul>` +
  // No address in the text: the job page's Apply Now and its contact line follow the support address in Settings,
  // and a second address written here contradicted them (issue 26).
  `<p>Apply with the Apply Now button on this page: the learning centre's placement cell passes your application on and answers within two working days.</p>`;

export const sampleJobPosts: SampleJob[] = [
  {
    title: 'Junior Data Analyst',
    companyname: 'Sahyadri Analytics',
    companylogo: '/logos/sahyadri-analytics.svg',
    location: 'Pune, Maharashtra',
    salary: '₹4.5 LPA',
    category: 'TECHNOLOGY',
    content: describe(
      'Turn raw sales and operations data into dashboards that managers read every morning.',
      ['Write <strong>SQL</strong> queries against the warehouse', 'Build Power BI and Tableau dashboards', 'Present weekly findings to the operations team'],
      ['SQL and Excel', 'Python with pandas is a plus', 'Clear written English'],
    ),
  },
  {
    title: 'Full Stack Developer (Java + React)',
    companyname: 'Deccan Softworks',
    companylogo: '/logos/deccan-softworks.svg',
    location: 'Hinjewadi, Pune',
    salary: '₹6–8 LPA',
    category: 'TECHNOLOGY',
    content: describe(
      'Build and run the customer portal of a logistics platform used across western India.',
      ['Ship features end to end in Spring Boot and React', 'Write tests and review code', 'Take part in the on-call rota once a month'],
      ['Java 17, Spring Boot', 'React and TypeScript', 'MySQL or PostgreSQL'],
    ),
  },
  {
    title: 'Machine Learning Engineer',
    companyname: 'Konkan AI Labs',
    companylogo: '/logos/konkan-ai-labs.svg',
    location: 'Baner, Pune',
    salary: '₹10 LPA',
    category: 'TECHNOLOGY',
    content: describe(
      'Train, evaluate and deploy models that forecast demand for retail chains.',
      ['Own feature pipelines in Python', 'Evaluate models with sound offline metrics', 'Deploy models behind REST APIs'],
      ['scikit-learn or PyTorch', 'Statistics fundamentals', 'Docker basics'],
    ),
  },
  {
    title: 'Accounts Executive',
    companyname: 'Shivneri Finserv',
    companylogo: '/logos/shivneri-finserv.svg',
    location: 'Shivajinagar, Pune',
    salary: '₹3.6 LPA',
    category: 'FINANCE',
    content: describe(
      'Keep the books of a growing NBFC accurate and on time.',
      ['Reconcile bank statements daily', 'Prepare GST and TDS workings', 'Support the monthly close'],
      ['B.Com or M.Com', 'Tally and Excel', 'Attention to detail'],
    ),
  },
  {
    title: 'Financial Analyst',
    companyname: 'Mula Capital Advisors',
    companylogo: '/logos/mula-capital.svg',
    location: 'Mumbai, Maharashtra',
    salary: '₹6.5 LPA',
    category: 'FINANCE',
    content: describe(
      'Model company performance and support investment committee decisions.',
      ['Build three-statement financial models', 'Write equity research notes', 'Track portfolio company KPIs'],
      ['CA, CFA level 1 or MBA Finance', 'Advanced Excel', 'Curiosity about markets'],
    ),
  },
  {
    title: 'Healthcare Data Coordinator',
    companyname: 'Indrayani Hospitals',
    companylogo: '/logos/indrayani-hospitals.svg',
    location: 'Pimpri-Chinchwad, Pune',
    salary: '₹3.8 LPA',
    category: 'HEALTHCARE',
    content: describe(
      'Keep patient-flow and bed-occupancy data clean and reported for a 300-bed hospital.',
      ['Maintain hospital information system records', 'Produce daily occupancy reports', 'Train ward staff on data entry'],
      ['Graduate in life sciences or IT', 'Excel reporting', 'Comfort with hospital workflows'],
    ),
  },
  {
    title: 'Clinical Research Associate',
    companyname: 'Sinhagad Life Sciences',
    companylogo: '/logos/sinhagad-life-sciences.svg',
    location: 'Pune, Maharashtra',
    salary: '₹4.5–6 LPA',
    category: 'HEALTHCARE',
    employmentType: 'CONTRACT',
    content: describe(
      'Monitor clinical trial sites across Maharashtra for protocol and data quality.',
      ['Visit trial sites and verify source data', 'Track adverse event reporting', 'Write monitoring visit reports'],
      ['B.Pharm, M.Pharm or life sciences degree', 'Knowledge of GCP', 'Willingness to travel'],
    ),
  },
  {
    title: 'Digital Marketing Executive',
    companyname: 'Peshwa Brands',
    companylogo: '/logos/peshwa-brands.svg',
    location: 'Kothrud, Pune',
    salary: '₹4 LPA',
    category: 'MARKETING',
    content: describe(
      'Plan and run paid and organic campaigns for consumer brands.',
      ['Run Google Ads and Meta campaigns', 'Report on <em>cost per lead</em> every week', 'Brief designers and copywriters'],
      ['A digital marketing certificate', 'Google Analytics 4', 'Strong writing'],
    ),
  },
  {
    title: 'SEO Specialist',
    companyname: 'Lonavala Media',
    companylogo: '/logos/lonavala-media.svg',
    location: 'Remote (India)',
    salary: '₹4.8 LPA',
    category: 'MARKETING',
    content: describe(
      'Grow organic traffic for a network of travel and food sites.',
      ['Run technical SEO audits', 'Plan content with the editorial team', 'Build links the honest way'],
      ['Search Console and Ahrefs or Semrush', 'HTML basics', 'A portfolio of ranked pages'],
    ),
  },
  {
    title: 'Data Science Trainer',
    companyname: 'Vidya Learning Hub',
    companylogo: '/logos/vidya-learning-hub.svg',
    location: 'Deccan Gymkhana, Pune',
    salary: '₹6 LPA',
    category: 'EDUCATION',
    content: describe(
      'Teach weekend batches of working professionals moving into data roles.',
      ['Deliver classroom sessions on Python, SQL and ML', 'Mentor learners through capstone projects', 'Improve the course material every batch'],
      ['Two years of industry experience in data', 'Patience and clear explanations', 'Public speaking'],
    ),
  },
  {
    title: 'Academic Counsellor',
    companyname: 'Vidya Learning Hub',
    companylogo: '/logos/vidya-learning-hub.svg',
    location: 'Pune, Maharashtra',
    salary: '₹3.5 LPA',
    category: 'EDUCATION',
    content: describe(
      'Help prospective learners choose the course that fits their goals.',
      ['Call and meet enquiries within a day', 'Explain programmes, fees and EMI options', 'Follow up with applicants honestly'],
      ['Any graduate', 'Fluent English, Marathi or Hindi', 'Empathy'],
    ),
  },
  {
    title: 'Graduate Engineer Trainee (Mechanical)',
    companyname: 'Chakan Precision Engineering',
    companylogo: '/logos/chakan-precision.svg',
    location: 'Chakan MIDC, Pune',
    salary: '₹4.2 LPA',
    category: 'ENGINEERING',
    content: describe(
      'Join the production engineering team of an automotive components plant.',
      ['Support line balancing and time studies', 'Maintain process documentation', 'Work on cost-reduction projects'],
      ['B.E. or B.Tech Mechanical (2024 or 2025)', 'AutoCAD', 'Willingness to work in shifts'],
    ),
  },
  {
    title: 'Embedded Software Engineer',
    companyname: 'Talegaon Electronics',
    companylogo: '/logos/talegaon-electronics.svg',
    location: 'Talegaon, Pune',
    salary: '₹8 LPA',
    category: 'ENGINEERING',
    content: describe(
      'Write firmware for industrial sensors used in water treatment plants.',
      ['Develop C firmware for ARM Cortex-M', 'Bring up new boards with hardware engineers', 'Automate tests on real devices'],
      ['C and microcontrollers', 'UART, SPI and I2C', 'An oscilloscope does not scare you'],
    ),
  },
  {
    title: 'Data Analyst Intern',
    companyname: 'Sahyadri Analytics',
    companylogo: '/logos/sahyadri-analytics.svg',
    location: 'Pune, Maharashtra',
    salary: '₹25,000 / month',
    category: 'TECHNOLOGY',
    employmentType: 'INTERNSHIP',
    content: describe(
      'A six-month internship with a path to a full-time role.',
      ['Clean and document datasets', 'Build your first dashboards', 'Pair with senior analysts'],
      ['Final-year student or recent graduate', 'SQL basics', 'Eagerness to learn'],
    ),
  },
];

interface SampleStory {
  title: string;
  slug: string;
  storyImage: string;
  storyContent: string;
  studentName: string;
  companyName: string;
  role: string;
}

export const sampleStories: SampleStory[] = [
  {
    title: 'From commerce graduate to data analyst',
    slug: 'priya-deshmukh-data-analyst',
    storyImage: '/images/placements/priya-deshmukh.svg',
    studentName: 'Priya Deshmukh',
    companyName: 'Sahyadri Analytics',
    role: 'Data Analyst',
    storyContent:
      '<p>Priya finished her B.Com in 2023 and spent a year in a back-office job. The weekend Data Science batch taught her SQL and Power BI, and her capstone on retail sales landed her an analyst role at 5.5 LPA.</p>',
  },
  {
    title: 'A mechanical engineer who now ships web apps',
    slug: 'rohan-patil-full-stack',
    storyImage: '/images/placements/rohan-patil.svg',
    studentName: 'Rohan Patil',
    companyName: 'Deccan Softworks',
    role: 'Full Stack Developer',
    storyContent:
      '<p>Rohan switched from a shop-floor job to software after the Full Stack programme. He built an e-commerce site and a weather app during the course and cleared four interview rounds at Deccan Softworks.</p>',
  },
  {
    title: 'Marketing career restarted after a break',
    slug: 'sneha-kulkarni-digital-marketing',
    storyImage: '/images/placements/sneha-kulkarni.svg',
    studentName: 'Sneha Kulkarni',
    companyName: 'Peshwa Brands',
    role: 'Digital Marketing Executive',
    storyContent:
      '<p>After a two-year career break, Sneha joined the offline Digital Marketing certificate. Live SEO and social media projects gave her a portfolio, and she now runs paid campaigns for three consumer brands.</p>',
  },
  {
    title: 'From trainee to machine learning engineer',
    slug: 'aditya-joshi-ml-engineer',
    storyImage: '/images/placements/aditya-joshi.svg',
    studentName: 'Aditya Joshi',
    companyName: 'Konkan AI Labs',
    role: 'Machine Learning Engineer',
    storyContent:
      '<p>Aditya had a year of experience in testing. The Machine Learning course and its demand-forecasting project helped him move into an ML engineering role with a 60% salary hike.</p>',
  },
  {
    title: 'First job straight out of college',
    slug: 'kavya-shinde-financial-analyst',
    storyImage: '/images/placements/kavya-shinde.svg',
    studentName: 'Kavya Shinde',
    companyName: 'Mula Capital Advisors',
    role: 'Financial Analyst',
    storyContent:
      '<p>Kavya joined the Data Science batch in her final year of BBA. Mock interviews and the placement cell prepared her for Mula Capital, where she builds financial models for the investment team.</p>',
  },
];
