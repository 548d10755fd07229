import type { ReactNode } from 'react';

/** A red box announcing a failure, with an optional action (retry). */
export function ErrorBox({ message, detail, action }: { message: string; detail?: string | null; action?: ReactNode }) {
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-800">
      <p className="font-semibold">{message}</p>
      {detail ? <p className="mt-1 text-sm">{detail}</p> : null}
      {action ? <div className="mt-3">{action}</div> : null}
    </div>
  );
}
