// Offline Certificate in Data Science and AI-ML (/courses/data-science), SPEC section 2 and section 9 figures.
import { paths } from '../routes';
import { REFUND_FAQ, STANDARD_DISCLAIMER, SUPPORT_CONTACTS, TOOLS, person } from './shared';
import type { TypeScriptCoursePage, FeeTab, Syllabus } from './types';

export const dataScienceSyllabus: Syllabus = {
  course: 'Offline Certificate in Data Science and AI-ML',
  summary: 'A 6-month classroom programme from SQL and Python to machine learning, advanced ML and generative AI.',
  modules: [
    { title: 'Course 0: Prep Content', hours: 20, topics: ['Programming fundamentals', 'Statistics refresher', 'Excel for analysis', 'Linear algebra basics'] },
    { title: 'SQL', hours: 25, topics: ['SELECT, filtering and sorting', 'Joins and subqueries', 'Window functions', 'CTEs and query tuning', 'Database design'] },
    { title: 'Python', hours: 35, topics: ['Data types and control flow', 'Functions and modules', 'NumPy arrays', 'Pandas data wrangling', 'Exploratory data analysis'] },
    { title: 'Data Visualisation', hours: 25, topics: ['Matplotlib and Seaborn', 'Tableau dashboards', 'Power BI reports', 'Storytelling with data'] },
    { title: 'Machine Learning', hours: 55, topics: ['Regression and classification', 'Decision trees and ensembles', 'Clustering', 'Model evaluation and tuning', 'Feature engineering'] },
    { title: 'Advanced ML and Generative AI', hours: 40, topics: ['Neural networks with TensorFlow', 'NLP and transformers', 'Prompt engineering with ChatGPT', 'Retrieval-augmented generation with LangChain'] },
  ],
};

// The SPEC shows "Tuition INR 99,999 with city tabs" and says the figure is the same for every city, while the
// comparison lists 149,999 (6 months) against 99,999 (4 months). Reading (docs/decisions/002-course-content.md): the
// fee section shows the 4-month offering (15+ projects, without advanced ML and generative AI) in every city tab and
// points to the 6-month offering at 149,999, which the comparison above details.
const CITY_FEE: Omit<FeeTab, 'label'> = {
  fee: { amount: 'INR 99,999', duration: '4-month programme', note: 'Inclusive of all taxes' },
  points: ['4 months of classroom training', '100+ hours of placement training', '15+ industry projects', 'Course completion certificate'],
};
/** How either offering is paid (the fee note: "No-cost EMI options are available"). */
const DS_PAYMENT = ['Pay in full', 'Or in no-cost EMIs'];
const CITIES = ['Pune', 'Indore', 'Bangalore', 'Bhopal', 'Kolkata', 'Dehradun'];

export const dataSciencePage: TypeScriptCoursePage = {
  slug: 'data-science-ai-ml',
  path: paths.courses.dataScience,
  title: 'Offline Certificate in Data Science and AI-ML in Pune',
  metaDescription:
    'Classroom data science and AI-ML course in Pune: 200+ hours, 20+ projects, placement training and fees from INR 99,999.',
  syllabus: dataScienceSyllabus,
  sections: [
    {
      kind: 'hero',
      eyebrow: 'Offline classroom programme in Pune',
      title: 'Offline Certificate in Data Science and AI-ML',
      tagline: 'Master SQL, Python, machine learning and generative AI in a classroom, with mentors who help you land your first data role.',
      points: ['Designed for students and professionals with 0-2 years of experience', 'Live projects with hiring partners', 'Placement training and interview preparation'],
      ctas: [
        { label: 'Apply Now', action: 'lead' },
        { label: 'Download Syllabus', action: 'syllabus' },
      ],
      image: { src: '/media/content/courses/data-science-ai-ml.svg', alt: 'Learners building a machine learning model in class' },
    },
    {
      kind: 'stats',
      items: [
        { value: '200+', label: 'Hours of classroom training' },
        { value: '100+', label: 'Hours of placement training' },
        { value: '20+', label: 'Industry projects' },
        { value: '15000+', label: 'Interview questions' },
        { value: '10+', label: 'Tools' },
      ],
    },
    {
      kind: 'careerOutcomes',
      heading: 'Career Outcomes',
      // Learner counts 1.2K, 2.5K and 0.13K are read as the number of learners at each salary bar.
      tabs: [
        {
          role: 'Data Analyst',
          description: 'Turn raw business data into dashboards and answers that sales, finance and operations teams act on.',
          salary: [
            { level: 'Minimum', lpa: '3.5L', learners: '1.2K' },
            { level: 'Average', lpa: '5L', learners: '2.5K' },
            { level: 'Maximum', lpa: '10L', learners: '0.13K' },
          ],
          responsibilities: ['Write SQL to extract and clean data', 'Build Tableau and Power BI dashboards', 'Present findings to business teams'],
        },
        {
          role: 'Data Scientist',
          description: 'Build and deploy models that forecast demand, detect fraud and personalise products.',
          salary: [
            { level: 'Minimum', lpa: '3.5L', learners: '1.2K' },
            { level: 'Average', lpa: '5L', learners: '2.5K' },
            { level: 'Maximum', lpa: '10L', learners: '0.13K' },
          ],
          responsibilities: ['Frame business problems as ML problems', 'Train, evaluate and tune models', 'Ship models with engineering teams'],
        },
      ],
      demand: { value: '45%', label: 'Year-on-year growth in data science job postings' },
    },
    {
      kind: 'highlights',
      heading: 'Key Highlights',
      items: [
        { icon: '/media/content/icons/classroom.svg', title: 'Classroom-first learning', description: 'Every module is taught live at the Pune centre with mentors in the room.' },
        { icon: '/media/content/icons/projects.svg', title: '20+ industry projects', description: 'Work on datasets from BFSI, healthcare, retail and supply chain.' },
        { icon: '/media/content/icons/genai.svg', title: 'Generative AI module', description: 'Build chatbots and RAG apps with ChatGPT and LangChain.' },
        { icon: '/media/content/icons/interview.svg', title: '15000+ interview questions', description: 'Practise with a question bank drawn from real analytics interviews.' },
        { icon: '/media/content/icons/mentor.svg', title: '1-1 mentorship', description: 'Fortnightly reviews with a working data scientist.' },
        { icon: '/media/content/icons/placement.svg', title: 'Placement support', description: 'Resume reviews, mock interviews and referrals to hiring partners.' },
      ],
    },
    {
      kind: 'curriculum',
      heading: 'Curriculum',
      tabs: [
        { title: 'Course 0: Prep Content', summary: 'Start from zero with the basics of programming and statistics.', topics: dataScienceSyllabus.modules[0]!.topics },
        { title: 'SQL', summary: 'Query real databases with confidence.', topics: dataScienceSyllabus.modules[1]!.topics, tools: [TOOLS.sql] },
        { title: 'Python', summary: 'Clean, explore and analyse data in Python.', topics: dataScienceSyllabus.modules[2]!.topics, tools: [TOOLS.python, TOOLS.numpy, TOOLS.pandas] },
        { title: 'Data Visualisation', summary: 'Tell stories with charts and dashboards.', topics: dataScienceSyllabus.modules[3]!.topics, tools: [TOOLS.tableau, TOOLS.powerBi] },
        { title: 'Machine Learning', summary: 'Build models that predict and classify.', topics: dataScienceSyllabus.modules[4]!.topics, tools: [TOOLS.scikitLearn] },
        { title: 'Advanced ML and Generative AI', summary: 'Deep learning, NLP and generative AI applications.', topics: dataScienceSyllabus.modules[5]!.topics, tools: [TOOLS.tensorflow, TOOLS.chatgpt, TOOLS.langchain] },
      ],
    },
    {
      kind: 'tools',
      heading: 'Tools You Will Master',
      tools: [TOOLS.python, TOOLS.sql, TOOLS.numpy, TOOLS.pandas, TOOLS.excel, TOOLS.tableau, TOOLS.powerBi, TOOLS.scikitLearn, TOOLS.tensorflow, TOOLS.chatgpt, TOOLS.langchain],
    },
    {
      kind: 'projects',
      heading: 'Industry Projects',
      projects: [
        { company: 'Mula Capital', durationHours: 15, title: 'Loan default prediction', description: 'Score loan applications by default risk using repayment history and bureau data.', tools: ['Python', 'Pandas', 'scikit-learn'] },
        { company: 'Indrayani Hospitals', durationHours: 12, title: 'Patient readmission analysis', description: 'Find the factors behind 30-day readmissions and build a Power BI dashboard for ward managers.', tools: ['SQL', 'Power BI'] },
        { company: 'Chakan Precision', durationHours: 14, title: 'Predictive maintenance', description: 'Forecast machine failures from sensor readings to cut unplanned downtime.', tools: ['Python', 'TensorFlow'] },
      ],
    },
    {
      kind: 'banner',
      title: 'Not sure where to start?',
      text: 'Talk to a learning consultant about your background and get a study plan for your data career.',
      cta: { label: 'Connect With Us', action: 'lead' },
    },
    {
      kind: 'comparison',
      heading: 'Choose Your Programme',
      programs: [
        {
          title: 'Data Science and AI-ML (6 months)',
          duration: '6 months',
          inclusions: ['20+ industry projects', 'Advanced ML and generative AI module', 'Placement training and mock interviews', 'Course completion certificate'],
          stats: [{ value: '20+', label: 'Projects' }, { value: '200+', label: 'Classroom hours' }],
          fee: { amount: 'INR 149,999', duration: '6 months' },
        },
        {
          title: 'Data Science (4 months)',
          duration: '4 months',
          inclusions: ['15+ industry projects', 'Placement training and mock interviews', 'Course completion certificate'],
          exclusions: ['Advanced ML and generative AI module'],
          stats: [{ value: '15+', label: 'Projects' }],
          fee: { amount: 'INR 99,999', duration: '4 months' },
        },
      ],
      ctas: [
        { label: 'Contact Academic Counselor', action: 'lead' },
        { label: 'Download Syllabus', action: 'syllabus' },
      ],
    },
    {
      kind: 'instructors',
      heading: 'Meet Your Instructors',
      tabs: [
        {
          label: 'Instructors',
          people: [
            person('Ankit Sharma', 'Data Science Trainer', 'konkan-ai-labs', 'Machine learning engineer for 4.2 years and data science trainer for about 2 years.'),
            person('Meera Iyer', 'Senior Data Analyst', 'mula-capital', 'Builds credit-risk dashboards and teaches SQL and Power BI.'),
          ],
        },
        {
          label: 'Industry Experts',
          people: [
            person('Vikram Rao', 'Lead Data Scientist', 'deccan-softworks', 'Leads a team building recommendation systems for e-commerce clients.'),
            person('Farah Khan', 'NLP Engineer', 'konkan-ai-labs', 'Works on language models and retrieval systems for customer support.'),
          ],
        },
      ],
      spotlight: {
        text: 'Ankit brings 4.2 years of industry experience as a machine learning engineer and about 2 years as a data science trainer.',
        readMoreHref: 'https://www.linkedin.com/in/ankit-sharma',
      },
    },
    {
      kind: 'careerSteps',
      anchor: 'success',
      heading: 'Your Career Success Starts Here',
      steps: [
        { step: 1, title: 'Technical Training', points: ['Case-study pedagogy', 'Industry-designed courses', 'Expert faculty'] },
        { step: 2, title: '360 degree Career Prep', points: ['Soft skills', 'Aptitude tests', 'Resume and professional-profile review', 'Interview question bank of 1500+ questions', '1-1 mock interviews'] },
        { step: 3, title: 'Guided Internship', points: ['Internship with partner companies', 'Guidance from mentors', 'Certificate of mentorship'] },
        { step: 4, title: 'Career Center', points: ['Hiring network', 'Exclusive job listings', 'Company connections', 'Interview prep'] },
      ],
      cta: { label: 'Get Started Now', action: 'lead' },
    },
    {
      kind: 'eligibility',
      anchor: 'Eligibility',
      heading: 'Eligibility',
      tabs: [
        { label: 'Prerequisites', points: ['Graduation completed or in progress, in any field', 'Aptitude for numbers and logic', 'Curiosity to learn from data'] },
        { label: 'Eligibility', points: ['Students in college', 'Working professionals with 0-2 years of work experience'] },
      ],
    },
    {
      kind: 'fees',
      anchor: 'course-fee',
      heading: 'Tuition Fee',
      tabs: CITIES.map((label) => ({ label, ...CITY_FEE })),
      ctas: [
        { label: 'Apply Now', action: 'lead' },
        { label: 'View Plans', action: 'plans' },
        { label: 'More Details', action: 'details' },
      ],
      note:
        'The same fee applies at every centre. The 6-month programme, with the advanced ML and generative AI module and 20+ projects, is INR 149,999. No-cost EMI options are available.',
      // The two offerings the note and the comparison name, with what the fee tabs list for the 4-month one.
      plans: [
        { name: '4-month programme', fee: CITY_FEE.fee, includes: CITY_FEE.points, payment: DS_PAYMENT },
        {
          name: '6-month programme',
          fee: { amount: 'INR 149,999', duration: '6-month programme' },
          includes: ['Everything in the 4-month programme', '6 months of classroom training', 'Advanced ML and generative AI module', '20+ industry projects'],
          payment: DS_PAYMENT,
        },
      ],
    },
    {
      kind: 'howToApply',
      heading: 'How To Apply',
      requirement: 'You must be in college or have 0-2 years of work experience.',
      steps: [
        { step: 1, title: 'Fill the application form', text: 'Share your education, experience and career goals.' },
        { step: 2, title: 'Talk to learning consultants', text: 'A consultant checks your eligibility and answers your questions.' },
        { step: 3, title: 'Pay the admission fee', text: 'After you receive an offer letter, pay the admission fee to reserve a seat, depending on batch openings.' },
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
            { question: 'Who is this program for?', answer: 'College students and professionals with 0-2 years of experience who want to start a career in data analytics, data science or AI.' },
            { question: 'Is there an eligibility criteria?', answer: 'You need a graduation completed or in progress in any field, an aptitude for numbers, and 0-2 years of work experience.' },
            { question: 'What is the admission process?', answer: 'Fill the application form, speak with a learning consultant who checks your eligibility, then pay the admission fee after your offer letter.' },
          ],
        },
        {
          label: 'Course Curriculum',
          questions: [
            { question: 'Do I need to know programming?', answer: 'No. Course 0 covers programming and statistics from the basics before SQL and Python begin.' },
            { question: 'What is the difference between the 6-month and 4-month programmes?', answer: 'The 6-month programme adds the advanced ML and generative AI module and 20+ projects; the 4-month programme has 15+ projects.' },
            { question: 'Are classes held at the centre?', answer: 'Yes. All sessions run in our Pune classrooms, with recordings available for revision.' },
          ],
        },
        { label: 'Refund Policy/Financials', questions: REFUND_FAQ },
      ],
    },
    {
      kind: 'support',
      anchor: 'disclamer',
      heading: 'Learner Support',
      availability: '24/7',
      text: 'Our learner support team is available 24/7 for course, payment and placement questions.',
      contacts: SUPPORT_CONTACTS,
      disclaimer: STANDARD_DISCLAIMER,
    },
  ],
};
