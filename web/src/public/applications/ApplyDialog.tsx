// The application form in a dialog over the job's page or list (loaded the first time Apply Now is clicked).
import { Modal } from '../../components/Modal';
import { useCloseOnBack } from '../../components/useCloseOnBack';
import { ApplicationForm, type ApplyJob } from './ApplicationForm';

export function ApplyDialog({ job, onClose }: { job: ApplyJob; onClose: () => void }) {
  useCloseOnBack(true, onClose);
  return (
    <Modal open onClose={onClose} title={`Apply: ${job.title}`} className="apply-dialog">
      <p className="apply-dialog__company">{job.companyname}</p>
      <ApplicationForm job={job} />
    </Modal>
  );
}
