// The Machine Learning course page as the seed writes it (moved from the web app's TypeScript
// content, issue 29). Written once by the seed; edited by staff in /admin from then on.
import type { CourseContent } from '../../../services/course-content.js';
import type { CourseSeed } from './index.js';
import { upcomingDay } from './dates.js';

export const machineLearning = (now: Date): CourseSeed => ({
  slug: 'machine-learning',
  path: '/courses/pattern-analying',
  aliases: ['/courses/machine-learning'],
  label: 'Machine Learning',
  position: 3,
  content: {
    title: 'Machine Learning Course in Pune',
    metaDescription: 'Machine learning course in Pune with IBM certification, domain specialisations, weekday and weekend batches, EMI from 7,539 rupees a month.',
    label: 'Machine Learning',
    card: {
      image: '/media/content/courses/machine-learning.svg',
      title: 'Machine Learning Course in Pune',
      duration: '43 hours of industry projects',
      certification: 'IBM certification on completion'
    },
    sections: [
      {
        kind: 'hero',
        eyebrow: 'For working professionals',
        title: 'Machine Learning Course in Pune',
        tagline: 'Apply machine learning to problems in your own domain, with hands-on projects and an IBM certification.',
        location: 'Classroom sessions in Pune, Maharashtra',
        ctas: [
          {
            label: 'APPLY FOR COUNSELLING',
            action: 'lead'
          }
        ],
        image: {
          src: '/media/content/courses/machine-learning.svg',
          alt: 'A model training dashboard'
        }
      },
      {
        kind: 'audience',
        anchor: 'Eligibility',
        heading: 'Who is this program for?',
        items: [
          {
            label: 'Education',
            text: "A bachelor's degree in any discipline."
          },
          {
            label: 'Work experience',
            text: 'At least 1 year of work experience, in tech or non-tech roles.'
          },
          {
            label: 'Career stage',
            text: 'Early- and mid-career professionals ready to move into ML roles.'
          },
          {
            label: 'Aspirations',
            text: 'Professionals who want to become ML engineers or data scientists in their domain.'
          }
        ]
      },
      {
        kind: 'projectLab',
        heading: 'Project Lab and IBM Certification',
        text: 'Work on real datasets in our project lab with mentors from industry, and earn an IBM certification on completion.',
        points: [
          'Guided capstone projects',
          'Mentor reviews at every milestone',
          'Portfolio-ready project reports'
        ],
        certification: {
          issuer: 'IBM',
          text: 'Industry-recognised IBM certification in machine learning',
          logo: '/media/content/companies/ibm.svg'
        }
      },
      {
        kind: 'domains',
        heading: 'Domain Specialization',
        domains: [
          {
            name: 'BFSI',
            icon: '/media/content/icons/bfsi.svg',
            description: 'Machine learning for banks, insurers and fintechs.',
            topics: [
              'Credit scoring',
              'Fraud detection',
              'Customer churn'
            ]
          },
          {
            name: 'Healthcare',
            icon: '/media/content/icons/healthcare.svg',
            description: 'Models that support clinical and hospital decisions.',
            topics: [
              'Readmission risk',
              'Medical image classification',
              'Patient segmentation'
            ]
          },
          {
            name: 'Marketing and HR',
            icon: '/media/content/icons/marketing-hr.svg',
            description: 'Understand customers and employees with data.',
            topics: [
              'Campaign response modelling',
              'Attrition prediction',
              'Customer lifetime value'
            ]
          },
          {
            name: 'Supply Chain',
            icon: '/media/content/icons/supply-chain.svg',
            description: 'Forecast and optimise operations.',
            topics: [
              'Demand forecasting',
              'Inventory optimisation',
              'Route planning'
            ]
          }
        ],
        cta: {
          label: 'Download Domain Syllabus',
          action: 'syllabus'
        }
      },
      {
        kind: 'careerServices',
        heading: 'Career Services',
        subscription: '3-year flexible subscription to career services',
        services: [
          {
            title: 'Resume and profile building',
            description: 'Rewrite your resume and LinkedIn profile around your ML projects.'
          },
          {
            title: 'Mock interviews',
            description: 'Technical and HR mock interviews with working ML engineers.'
          },
          {
            title: 'Interview referrals',
            description: 'Referrals to openings with our hiring partners.'
          }
        ]
      },
      {
        kind: 'syllabus',
        anchor: 'syllabus',
        heading: 'Syllabus',
        modules: [
          {
            title: 'Module 1: Python and Statistics for Machine Learning',
            topics: [
              'Python refresher: data types, functions, NumPy and Pandas',
              'Descriptive statistics and probability',
              'Hypothesis testing',
              'Exploratory data analysis'
            ]
          }
        ],
        cta: {
          label: 'Download Syllabus',
          action: 'syllabus'
        }
      },
      {
        kind: 'consultation',
        anchor: 'consultation',
        heading: 'Free Consultation',
        text: 'Tell us about yourself and a counsellor will call you to plan your move into machine learning.',
        fields: [
          {
            name: 'name',
            label: 'Name',
            type: 'text',
            required: true,
            placeholder: 'Your full name'
          },
          {
            name: 'email',
            label: 'Email',
            type: 'email',
            required: true,
            placeholder: 'you@example.com'
          },
          {
            name: 'designation',
            label: 'Designation',
            type: 'text',
            required: true,
            placeholder: 'e.g. Software Tester'
          },
          {
            name: 'experience',
            label: 'Experience',
            type: 'select',
            required: true
          }
        ],
        submitLabel: 'Submit'
      },
      {
        kind: 'certificate',
        heading: 'IBM Certificate',
        issuer: 'IBM',
        text: 'Earn an IBM certificate in machine learning when you complete the course and its projects.',
        image: {
          src: '/media/content/certificates/ibm-machine-learning.svg',
          alt: 'Sample IBM machine learning certificate'
        },
        points: [
          'Shareable on LinkedIn',
          'Recognised by hiring partners'
        ]
      },
      {
        kind: 'batches',
        anchor: 'course-fee',
        heading: 'Fee and Batch Details',
        scholarship: 'Scholarship up to 25% after profile review',
        emi: 'EMI from 7,539 rupees per month',
        batches: [
          {
            type: 'weekday',
            startDate: upcomingDay(now, 'monday'),
            days: 'Mon - Thu',
            time: '8:00 PM to 10:30 PM'
          },
          {
            type: 'weekend',
            startDate: upcomingDay(now, 'saturday'),
            days: 'Sat - Sun',
            time: '9:30 AM to 1 PM'
          }
        ],
        ctas: [
          {
            label: 'APPLY FOR COUNSELLING',
            action: 'lead'
          }
        ]
      },
      {
        kind: 'testimonials',
        heading: 'Alumni Testimonials',
        testimonials: [
          {
            name: 'Neha Pawar',
            employer: 'Mula Capital',
            salaryHikePercent: 55,
            quote: 'The BFSI specialisation gave me a loan-risk project that interviewers kept asking about.'
          },
          {
            name: 'Rahul Kale',
            employer: 'Konkan AI Labs',
            salaryHikePercent: 70,
            quote: 'Weekend batches let me keep my job while I moved from mechanical engineering into ML.'
          },
          {
            name: 'Ashwini Gaikwad',
            employer: 'Indrayani Hospitals',
            salaryHikePercent: 40,
            quote: 'The healthcare projects connected my pharmacy background to data science.'
          }
        ]
      },
      {
        kind: 'mentors',
        heading: 'Meet Your Mentors',
        mentors: [
          {
            name: 'Vikram Rao',
            role: 'Lead Data Scientist',
            companyLogo: '/media/content/companies/deccan-softworks.svg',
            bio: 'Builds recommendation systems for e-commerce clients.'
          },
          {
            name: 'Farah Khan',
            role: 'NLP Engineer',
            companyLogo: '/media/content/companies/konkan-ai-labs.svg',
            bio: 'Works on language models and retrieval for customer support.'
          },
          {
            name: 'Prakash Nair',
            role: 'ML Engineer',
            companyLogo: '/media/content/companies/mula-capital.svg',
            bio: 'Deploys fraud detection models for digital payments.'
          },
          {
            name: 'Dr. Sunita Bapat',
            role: 'Healthcare Data Scientist',
            companyLogo: '/media/content/companies/indrayani-hospitals.svg',
            bio: 'Applies ML to patient outcomes and hospital operations.'
          }
        ]
      },
      {
        kind: 'projects',
        heading: 'Industry Projects',
        projects: [
          {
            company: 'Mula Capital',
            durationHours: 12,
            title: 'Credit card fraud detection',
            description: 'Flag fraudulent transactions in an imbalanced dataset of card payments.',
            tools: [
              'Python',
              'scikit-learn',
              'XGBoost'
            ]
          },
          {
            company: 'Indrayani Hospitals',
            durationHours: 17,
            title: 'Chest X-ray classification',
            description: 'Train a CNN to spot pneumonia in chest X-rays with transfer learning.',
            tools: [
              'Python',
              'TensorFlow',
              'Keras'
            ]
          },
          {
            company: 'Chakan Precision',
            durationHours: 14,
            title: 'Demand forecasting',
            description: 'Forecast weekly spare-part demand to reduce stock-outs across warehouses.',
            tools: [
              'Python',
              'Pandas',
              'Prophet'
            ]
          }
        ]
      },
      {
        kind: 'support',
        anchor: 'support',
        heading: 'Need help deciding?',
        availability: '24/7',
        text: 'Our counsellors are available 24/7 to answer your questions about the course, fees and batches.',
        contacts: [
          {
            label: 'Toll-free',
            setting: 'tollFreeNumber'
          },
          {
            label: 'For Indian nationals',
            setting: 'mobileNumber'
          }
        ],
        cta: {
          label: 'APPLY FOR COUNSELLING',
          action: 'lead'
        }
      }
    ],
    syllabus: {
      course: 'Machine Learning Course in Pune',
      summary: 'Machine learning for working professionals, with a domain specialisation and IBM certification.',
      modules: [
        {
          title: 'Module 1: Python and Statistics for Machine Learning',
          topics: [
            'Python refresher: data types, functions, NumPy and Pandas',
            'Descriptive statistics and probability',
            'Hypothesis testing',
            'Exploratory data analysis'
          ]
        },
        {
          title: 'Module 2: Supervised Learning',
          topics: [
            'Linear and logistic regression',
            'Decision trees and random forests',
            'Gradient boosting',
            'Model evaluation and cross-validation'
          ]
        },
        {
          title: 'Module 3: Unsupervised Learning and Pattern Analysis',
          topics: [
            'K-means and hierarchical clustering',
            'PCA and dimensionality reduction',
            'Anomaly detection',
            'Association rules'
          ]
        },
        {
          title: 'Module 4: Deep Learning',
          topics: [
            'Neural networks',
            'CNNs for images',
            'RNNs and sequence models',
            'Transfer learning'
          ]
        },
        {
          title: 'Module 5: Domain Specialisation and Capstone',
          topics: [
            'BFSI, healthcare, marketing and HR, or supply chain electives',
            'Capstone in the project lab',
            'Model deployment'
          ]
        }
      ]
    }
  } satisfies CourseContent,
});
