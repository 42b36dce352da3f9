// The learning-centre pages (/courses/...): one lead form for every call to action on them.
import { Outlet } from 'react-router-dom';
import { LeadFormProvider } from './leads/LeadFormProvider';

export function MarketingLayout() {
  return (
    <LeadFormProvider>
      <Outlet />
    </LeadFormProvider>
  );
}
