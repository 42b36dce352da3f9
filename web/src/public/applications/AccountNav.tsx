// The signed-in learner's pages, one link each (on My account, My applications and Saved jobs).
import { NavLink } from 'react-router-dom';
import { paths } from '../../routes';
import './applications.css';

export function AccountNav() {
  return (
    <nav className="account-nav" aria-label="Your account">
      <NavLink to={paths.account.home} end>
        My account
      </NavLink>
      <NavLink to={paths.account.applications}>My applications</NavLink>
      <NavLink to={paths.account.saved}>Saved jobs</NavLink>
    </nav>
  );
}
