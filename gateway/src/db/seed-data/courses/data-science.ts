// The Data Science and AI-ML course page as the seed writes it (moved from the web app's TypeScript
// content, issue 29). Written once by the seed; edited by staff in /admin from then on.
import type { CourseContent } from '../../../services/course-content.js';
import type { CourseSeed } from './index.js';

export const dataScience = (_now: Date): CourseSeed => ({
  slug: 'data-science-ai-ml',
  path: '/courses/data-science',
  aliases: ['/courses/data-science-ai-ml'],
  label: 'Data Science and AI-ML',
  position: 1,
  content: {
    title: 'Offline Certificate in Data Science and AI-ML in Pune',
    metaDescription: 'Classroom data science and AI-ML course in Pune: 200+ hours, 20+ projects, placement training and fees from INR 99,999.',
    label: 'Data Science and AI-ML',
    card: {
      image: '/media/content/courses/data-science-ai-ml.svg',
      title: 'Certificate in Data Science and AI-ML',
      duration: '200+ hours of learning',
      certification: 'Course completion certificate with project experience'
    },
    sections: [
      {
        kind: 'hero',
        eyebrow: 'Offline classroom programme in Pune',
        title: 'Offline Certificate in Data Science and AI-ML',
        tagline: 'Master SQL, Python, machine learning and generative AI in a classroom, with mentors who help you land your first data role.',
        points: [
          'Designed for students and professionals with 0-2 years of experience',
          'Live projects with hiring partners',
          'Placement training and interview preparation'
        ],
        ctas: [
          {
            label: 'Apply Now',
            action: 'lead'
          },
          {
            label: 'Download Syllabus',
            action: 'syllabus'
          }
        ],
        image: {
          src: '/media/content/courses/data-science-ai-ml.svg',
          alt: 'Learners building a machine learning model in class'
        }
      },
      {
        kind: 'stats',
        items: [
          {
            value: '200+',
            label: 'Hours of classroom training'
          },
          {
            value: '100+',
            label: 'Hours of placement training'
          },
          {
            value: '20+',
            label: 'Industry projects'
          },
          {
            value: '15000+',
            label: 'Interview questions'
          },
          {
            value: '10+',
            label: 'Tools'
          }
        ]
      },
      {
        kind: 'careerOutcomes',
        heading: 'Career Outcomes',
        tabs: [
          {
            role: 'Data Analyst',
            description: 'Turn raw business data into dashboards and answers that sales, finance and operations teams act on.',
            salary: [
              {
                level: 'Minimum',
                lpa: '3.5L',
                learners: '1.2K'
              },
              {
                level: 'Average',
                lpa: '5L',
                learners: '2.5K'
              },
              {
                level: 'Maximum',
                lpa: '10L',
                learners: '0.13K'
              }
            ],
            responsibilities: [
              'Write SQL to extract and clean data',
              'Build Tableau and Power BI dashboards',
              'Present findings to business teams'
            ]
          },
          {
            role: 'Data Scientist',
            description: 'Build and deploy models that forecast demand, detect fraud and personalise products.',
            salary: [
              {
                level: 'Minimum',
                lpa: '3.5L',
                learners: '1.2K'
              },
              {
                level: 'Average',
                lpa: '5L',
                learners: '2.5K'
              },
              {
                level: 'Maximum',
                lpa: '10L',
                learners: '0.13K'
              }
            ],
            responsibilities: [
              'Frame business problems as ML problems',
              'Train, evaluate and tune models',
              'Ship models with engineering teams'
            ]
          }
        ],
        demand: {
          value: '45%',
          label: 'Year-on-year growth in data science job postings'
        }
      },
      {
        kind: 'highlights',
        heading: 'Key Highlights',
        items: [
          {
            icon: '/media/content/icons/classroom.svg',
            title: 'Classroom-first learning',
            description: 'Every module is taught live at the Pune centre with mentors in the room.'
          },
          {
            icon: '/media/content/icons/projects.svg',
            title: '20+ industry projects',
            description: 'Work on datasets from BFSI, healthcare, retail and supply chain.'
          },
          {
            icon: '/media/content/icons/genai.svg',
            title: 'Generative AI module',
            description: 'Build chatbots and RAG apps with ChatGPT and LangChain.'
          },
          {
            icon: '/media/content/icons/interview.svg',
            title: '15000+ interview questions',
            description: 'Practise with a question bank drawn from real analytics interviews.'
          },
          {
            icon: '/media/content/icons/mentor.svg',
            title: '1-1 mentorship',
            description: 'Fortnightly reviews with a working data scientist.'
          },
          {
            icon: '/media/content/icons/placement.svg',
            title: 'Placement support',
            description: 'Resume reviews, mock interviews and referrals to hiring partners.'
          }
        ]
      },
      {
        kind: 'curriculum',
        heading: 'Curriculum',
        tabs: [
          {
            title: 'Course 0: Prep Content',
            summary: 'Start from zero with the basics of programming and statistics.',
            topics: [
              'Programming fundamentals',
              'Statistics refresher',
              'Excel for analysis',
              'Linear algebra basics'
            ]
          },
          {
            title: 'SQL',
            summary: 'Query real databases with confidence.',
            topics: [
              'SELECT, filtering and sorting',
              'Joins and subqueries',
              'Window functions',
              'CTEs and query tuning',
              'Database design'
            ],
            tools: [
              {
                image: '/media/content/tools/mysql.svg',
                label: 'MySQL'
              }
            ]
          },
          {
            title: 'Python',
            summary: 'Clean, explore and analyse data in Python.',
            topics: [
              'Data types and control flow',
              'Functions and modules',
              'NumPy arrays',
              'Pandas data wrangling',
              'Exploratory data analysis'
            ],
            tools: [
              {
                image: '/media/content/tools/python.svg',
                label: 'Python'
              },
              {
                image: '/media/content/tools/numpy.svg',
                label: 'NumPy'
              },
              {
                image: '/media/content/tools/pandas.svg',
                label: 'Pandas'
              }
            ]
          },
          {
            title: 'Data Visualisation',
            summary: 'Tell stories with charts and dashboards.',
            topics: [
              'Matplotlib and Seaborn',
              'Tableau dashboards',
              'Power BI reports',
              'Storytelling with data'
            ],
            tools: [
              {
                image: '/media/content/tools/tableau.svg',
                label: 'Tableau'
              },
              {
                image: '/media/content/tools/power-bi.svg',
                label: 'Power BI'
              }
            ]
          },
          {
            title: 'Machine Learning',
            summary: 'Build models that predict and classify.',
            topics: [
              'Regression and classification',
              'Decision trees and ensembles',
              'Clustering',
              'Model evaluation and tuning',
              'Feature engineering'
            ],
            tools: [
              {
                image: '/media/content/tools/scikit-learn.svg',
                label: 'scikit-learn'
              }
            ]
          },
          {
            title: 'Advanced ML and Generative AI',
            summary: 'Deep learning, NLP and generative AI applications.',
            topics: [
              'Neural networks with TensorFlow',
              'NLP and transformers',
              'Prompt engineering with ChatGPT',
              'Retrieval-augmented generation with LangChain'
            ],
            tools: [
              {
                image: '/media/content/tools/tensorflow.svg',
                label: 'TensorFlow'
              },
              {
                image: '/media/content/tools/chatgpt.svg',
                label: 'ChatGPT'
              },
              {
                image: '/media/content/tools/langchain.svg',
                label: 'LangChain'
              }
            ]
          }
        ]
      },
      {
        kind: 'tools',
        heading: 'Tools You Will Master',
        tools: [
          {
            image: '/media/content/tools/python.svg',
            label: 'Python'
          },
          {
            image: '/media/content/tools/mysql.svg',
            label: 'MySQL'
          },
          {
            image: '/media/content/tools/numpy.svg',
            label: 'NumPy'
          },
          {
            image: '/media/content/tools/pandas.svg',
            label: 'Pandas'
          },
          {
            image: '/media/content/tools/excel.svg',
            label: 'Excel'
          },
          {
            image: '/media/content/tools/tableau.svg',
            label: 'Tableau'
          },
          {
            image: '/media/content/tools/power-bi.svg',
            label: 'Power BI'
          },
          {
            image: '/media/content/tools/scikit-learn.svg',
            label: 'scikit-learn'
          },
          {
            image: '/media/content/tools/tensorflow.svg',
            label: 'TensorFlow'
          },
          {
            image: '/media/content/tools/chatgpt.svg',
            label: 'ChatGPT'
          },
          {
            image: '/media/content/tools/langchain.svg',
            label: 'LangChain'
          }
        ]
      },
      {
        kind: 'projects',
        heading: 'Industry Projects',
        projects: [
          {
            company: 'Mula Capital',
            durationHours: 15,
            title: 'Loan default prediction',
            description: 'Score loan applications by default risk using repayment history and bureau data.',
            tools: [
              'Python',
              'Pandas',
              'scikit-learn'
            ]
          },
          {
            company: 'Indrayani Hospitals',
            durationHours: 12,
            title: 'Patient readmission analysis',
            description: 'Find the factors behind 30-day readmissions and build a Power BI dashboard for ward managers.',
            tools: [
              'SQL',
              'Power BI'
            ]
          },
          {
            company: 'Chakan Precision',
            durationHours: 14,
            title: 'Predictive maintenance',
            description: 'Forecast machine failures from sensor readings to cut unplanned downtime.',
            tools: [
              'Python',
              'TensorFlow'
            ]
          }
        ]
      },
      {
        kind: 'banner',
        title: 'Not sure where to start?',
        text: 'Talk to a learning consultant about your background and get a study plan for your data career.',
        cta: {
          label: 'Connect With Us',
          action: 'lead'
        }
      },
      {
        kind: 'comparison',
        heading: 'Choose Your Programme',
        programs: [
          {
            title: 'Data Science and AI-ML (6 months)',
            duration: '6 months',
            inclusions: [
              '20+ industry projects',
              'Advanced ML and generative AI module',
              'Placement training and mock interviews',
              'Course completion certificate'
            ],
            stats: [
              {
                value: '20+',
                label: 'Projects'
              },
              {
                value: '200+',
                label: 'Classroom hours'
              }
            ],
            fee: {
              amount: 'INR 149,999',
              duration: '6 months'
            }
          },
          {
            title: 'Data Science (4 months)',
            duration: '4 months',
            inclusions: [
              '15+ industry projects',
              'Placement training and mock interviews',
              'Course completion certificate'
            ],
            exclusions: [
              'Advanced ML and generative AI module'
            ],
            stats: [
              {
                value: '15+',
                label: 'Projects'
              }
            ],
            fee: {
              amount: 'INR 99,999',
              duration: '4 months'
            }
          }
        ],
        ctas: [
          {
            label: 'Contact Academic Counselor',
            action: 'lead'
          },
          {
            label: 'Download Syllabus',
            action: 'syllabus'
          }
        ]
      },
      {
        kind: 'instructors',
        heading: 'Meet Your Instructors',
        tabs: [
          {
            label: 'Instructors',
            people: [
              {
                name: 'Ankit Sharma',
                role: 'Data Science Trainer',
                companyLogo: '/media/content/companies/konkan-ai-labs.svg',
                bio: 'Machine learning engineer for 4.2 years and data science trainer for about 2 years.'
              },
              {
                name: 'Meera Iyer',
                role: 'Senior Data Analyst',
                companyLogo: '/media/content/companies/mula-capital.svg',
                bio: 'Builds credit-risk dashboards and teaches SQL and Power BI.'
              }
            ]
          },
          {
            label: 'Industry Experts',
            people: [
              {
                name: 'Vikram Rao',
                role: 'Lead Data Scientist',
                companyLogo: '/media/content/companies/deccan-softworks.svg',
                bio: 'Leads a team building recommendation systems for e-commerce clients.'
              },
              {
                name: 'Farah Khan',
                role: 'NLP Engineer',
                companyLogo: '/media/content/companies/konkan-ai-labs.svg',
                bio: 'Works on language models and retrieval systems for customer support.'
              }
            ]
          }
        ],
        spotlight: {
          text: 'Ankit brings 4.2 years of industry experience as a machine learning engineer and about 2 years as a data science trainer.'
        }
      },
      {
        kind: 'careerSteps',
        anchor: 'success',
        heading: 'Your Career Success Starts Here',
        steps: [
          {
            step: 1,
            title: 'Technical Training',
            points: [
              'Case-study pedagogy',
              'Industry-designed courses',
              'Expert faculty'
            ]
          },
          {
            step: 2,
            title: '360 degree Career Prep',
            points: [
              'Soft skills',
              'Aptitude tests',
              'Resume and professional-profile review',
              'Interview question bank of 1500+ questions',
              '1-1 mock interviews'
            ]
          },
          {
            step: 3,
            title: 'Guided Internship',
            points: [
              'Internship with partner companies',
              'Guidance from mentors',
              'Certificate of mentorship'
            ]
          },
          {
            step: 4,
            title: 'Career Center',
            points: [
              'Hiring network',
              'Exclusive job listings',
              'Company connections',
              'Interview prep'
            ]
          }
        ],
        cta: {
          label: 'Get Started Now',
          action: 'lead'
        }
      },
      {
        kind: 'eligibility',
        anchor: 'Eligibility',
        heading: 'Eligibility',
        tabs: [
          {
            label: 'Prerequisites',
            points: [
              'Graduation completed or in progress, in any field',
              'Aptitude for numbers and logic',
              'Curiosity to learn from data'
            ]
          },
          {
            label: 'Eligibility',
            points: [
              'Students in college',
              'Working professionals with 0-2 years of work experience'
            ]
          }
        ]
      },
      {
        kind: 'fees',
        anchor: 'course-fee',
        heading: 'Tuition Fee',
        tabs: [
          {
            label: 'Pune',
            fee: {
              amount: 'INR 99,999',
              duration: '4-month programme',
              note: 'Inclusive of all taxes'
            },
            points: [
              '4 months of classroom training',
              '100+ hours of placement training',
              '15+ industry projects',
              'Course completion certificate'
            ],
            city: 'Pune',
            plan: '4-month programme'
          },
          {
            label: 'Indore',
            fee: {
              amount: 'INR 99,999',
              duration: '4-month programme',
              note: 'Inclusive of all taxes'
            },
            points: [
              '4 months of classroom training',
              '100+ hours of placement training',
              '15+ industry projects',
              'Course completion certificate'
            ],
            city: 'Indore',
            plan: '4-month programme'
          },
          {
            label: 'Bangalore',
            fee: {
              amount: 'INR 99,999',
              duration: '4-month programme',
              note: 'Inclusive of all taxes'
            },
            points: [
              '4 months of classroom training',
              '100+ hours of placement training',
              '15+ industry projects',
              'Course completion certificate'
            ],
            city: 'Bangalore',
            plan: '4-month programme'
          },
          {
            label: 'Bhopal',
            fee: {
              amount: 'INR 99,999',
              duration: '4-month programme',
              note: 'Inclusive of all taxes'
            },
            points: [
              '4 months of classroom training',
              '100+ hours of placement training',
              '15+ industry projects',
              'Course completion certificate'
            ],
            city: 'Bhopal',
            plan: '4-month programme'
          },
          {
            label: 'Kolkata',
            fee: {
              amount: 'INR 99,999',
              duration: '4-month programme',
              note: 'Inclusive of all taxes'
            },
            points: [
              '4 months of classroom training',
              '100+ hours of placement training',
              '15+ industry projects',
              'Course completion certificate'
            ],
            city: 'Kolkata',
            plan: '4-month programme'
          },
          {
            label: 'Dehradun',
            fee: {
              amount: 'INR 99,999',
              duration: '4-month programme',
              note: 'Inclusive of all taxes'
            },
            points: [
              '4 months of classroom training',
              '100+ hours of placement training',
              '15+ industry projects',
              'Course completion certificate'
            ],
            city: 'Dehradun',
            plan: '4-month programme'
          }
        ],
        ctas: [
          {
            label: 'Apply Now',
            action: 'lead'
          },
          {
            label: 'View Plans',
            action: 'plans'
          },
          {
            label: 'More Details',
            action: 'details'
          }
        ],
        note: 'The same fee applies at every centre. The 6-month programme, with the advanced ML and generative AI module and 20+ projects, is INR 149,999. No-cost EMI options are available.',
        plans: [
          {
            name: '4-month programme',
            fee: {
              amount: 'INR 99,999',
              duration: '4-month programme',
              note: 'Inclusive of all taxes'
            },
            includes: [
              '4 months of classroom training',
              '100+ hours of placement training',
              '15+ industry projects',
              'Course completion certificate'
            ],
            payment: [
              'Pay in full',
              'Or in no-cost EMIs'
            ],
            cities: [
              'Pune',
              'Indore',
              'Bangalore',
              'Bhopal',
              'Kolkata',
              'Dehradun'
            ]
          },
          {
            name: '6-month programme',
            fee: {
              amount: 'INR 149,999',
              duration: '6-month programme'
            },
            includes: [
              'Everything in the 4-month programme',
              '6 months of classroom training',
              'Advanced ML and generative AI module',
              '20+ industry projects'
            ],
            payment: [
              'Pay in full',
              'Or in no-cost EMIs'
            ],
            cities: [
              'Pune',
              'Indore',
              'Bangalore',
              'Bhopal',
              'Kolkata',
              'Dehradun'
            ]
          }
        ]
      },
      {
        kind: 'howToApply',
        heading: 'How To Apply',
        requirement: 'You must be in college or have 0-2 years of work experience.',
        steps: [
          {
            step: 1,
            title: 'Fill the application form',
            text: 'Share your education, experience and career goals.'
          },
          {
            step: 2,
            title: 'Talk to learning consultants',
            text: 'A consultant checks your eligibility and answers your questions.'
          },
          {
            step: 3,
            title: 'Pay the admission fee',
            text: 'After you receive an offer letter, pay the admission fee to reserve a seat, depending on batch openings.'
          }
        ]
      },
      {
        kind: 'faq',
        anchor: 'faq',
        heading: 'Frequently Asked Questions',
        categories: [
          {
            label: 'Course Eligibility',
            questions: [
              {
                question: 'Who is this program for?',
                answer: 'College students and professionals with 0-2 years of experience who want to start a career in data analytics, data science or AI.'
              },
              {
                question: 'Is there an eligibility criteria?',
                answer: 'You need a graduation completed or in progress in any field, an aptitude for numbers, and 0-2 years of work experience.'
              },
              {
                question: 'What is the admission process?',
                answer: 'Fill the application form, speak with a learning consultant who checks your eligibility, then pay the admission fee after your offer letter.'
              }
            ]
          },
          {
            label: 'Course Curriculum',
            questions: [
              {
                question: 'Do I need to know programming?',
                answer: 'No. Course 0 covers programming and statistics from the basics before SQL and Python begin.'
              },
              {
                question: 'What is the difference between the 6-month and 4-month programmes?',
                answer: 'The 6-month programme adds the advanced ML and generative AI module and 20+ projects; the 4-month programme has 15+ projects.'
              },
              {
                question: 'Are classes held at the centre?',
                answer: 'Yes. All sessions run in our Pune classrooms, with recordings available for revision.'
              }
            ]
          },
          {
            label: 'Refund Policy/Financials',
            questions: [
              {
                question: 'Can I pay the fee in instalments?',
                answer: 'Yes. You can pay in no-cost EMIs through our lending partners, or split the fee into two instalments: the first at admission and the second before the mid-course module begins.'
              },
              {
                question: 'What is the refund policy?',
                answer: 'If you withdraw within 7 days of your batch start date, the fee minus the admission fee is refunded to the original payment method within 15 working days. No refund is made after the seventh day.'
              },
              {
                question: 'Do you offer scholarships?',
                answer: 'Students, women returning to work and candidates from defence families can apply for a merit scholarship. A learning consultant reviews your profile and confirms the amount before you pay.'
              }
            ]
          }
        ]
      },
      {
        kind: 'support',
        anchor: 'disclamer',
        heading: 'Learner Support',
        availability: '24/7',
        text: 'Our learner support team is available 24/7 for course, payment and placement questions.',
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
        disclaimer: [
          'The statistics shown on this page come from learner surveys and public job-market reports; actual outcomes vary with each learner’s background and effort, and past performance is no guarantee of future results.',
          'Students bear their own visa and travel costs for any internship, project visit or event outside their city.'
        ]
      }
    ],
    syllabus: {
      course: 'Offline Certificate in Data Science and AI-ML',
      summary: 'A 6-month classroom programme from SQL and Python to machine learning, advanced ML and generative AI.',
      modules: [
        {
          title: 'Course 0: Prep Content',
          hours: 20,
          topics: [
            'Programming fundamentals',
            'Statistics refresher',
            'Excel for analysis',
            'Linear algebra basics'
          ]
        },
        {
          title: 'SQL',
          hours: 25,
          topics: [
            'SELECT, filtering and sorting',
            'Joins and subqueries',
            'Window functions',
            'CTEs and query tuning',
            'Database design'
          ]
        },
        {
          title: 'Python',
          hours: 35,
          topics: [
            'Data types and control flow',
            'Functions and modules',
            'NumPy arrays',
            'Pandas data wrangling',
            'Exploratory data analysis'
          ]
        },
        {
          title: 'Data Visualisation',
          hours: 25,
          topics: [
            'Matplotlib and Seaborn',
            'Tableau dashboards',
            'Power BI reports',
            'Storytelling with data'
          ]
        },
        {
          title: 'Machine Learning',
          hours: 55,
          topics: [
            'Regression and classification',
            'Decision trees and ensembles',
            'Clustering',
            'Model evaluation and tuning',
            'Feature engineering'
          ]
        },
        {
          title: 'Advanced ML and Generative AI',
          hours: 40,
          topics: [
            'Neural networks with TensorFlow',
            'NLP and transformers',
            'Prompt engineering with ChatGPT',
            'Retrieval-augmented generation with LangChain'
          ]
        }
      ]
    }
  } satisfies CourseContent,
});
