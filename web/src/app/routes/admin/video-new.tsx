import { Outlet } from 'react-router';

/** Placeholder route; built by issue 5. */
export function Component() {
  return (
    <div>
      <h1>admin video-new</h1>
      <Outlet />
    </div>
  );
}
