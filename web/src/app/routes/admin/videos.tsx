import { Outlet } from 'react-router';

/** Placeholder route; built by issue 5. */
export function Component() {
  return (
    <div>
      <h1>admin videos</h1>
      <Outlet />
    </div>
  );
}
