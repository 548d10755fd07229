import { Outlet } from 'react-router';

/** Placeholder: header, footer and the access gate come with issue 3. */
export function PublicLayout() {
  return (
    <main>
      <Outlet />
    </main>
  );
}
