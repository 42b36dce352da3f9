// Home of the job portal (a first shell: featured jobs from the API).
import { useQuery } from 'urql';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import { paths } from '../../routes';

const FeaturedJobsQuery = graphql(`
  query FeaturedJobs($first: Int!) {
    jobPosts(first: $first) {
      totalCount
      edges {
        node {
          id
          title
          companyname
          location
          salary
        }
      }
    }
  }
`);

export function HomePage() {
  const [{ data, fetching, error }] = useQuery({ query: FeaturedJobsQuery, variables: { first: 6 } });
  const jobs = data?.jobPosts.edges.map((e) => e.node) ?? [];
  return (
    <section className="section">
      <h1>Featured Jobs</h1>
      {fetching && <p>Loading…</p>}
      {error && <p role="alert">Could not load jobs: {error.message}</p>}
      {!fetching && !error && jobs.length === 0 && <p>No jobs found. Check back later!</p>}
      <ul className="job-list">
        {jobs.map((job) => (
          <li key={job.id}>
            <strong>{job.title}</strong> — {job.companyname}, {job.location}
            <Link to={paths.job(job.id)}>Apply Now</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
