import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { accessStatusQueryOptions, isAccessDenied, syncSessionFlag, useRevokeAccess } from '../api/access.ts';
import { GateScreen } from './gate-screen.tsx';

interface AccessGateProps {
  /** Rendered once the server says this browser may see the platform. */
  children: (props: { onLogout?: () => void }) => ReactNode;
  /** Extra controls for the gate screen (the language switch). */
  aside?: ReactNode;
}

/**
 * docs/behaviour.md §2/§6: public routes need platform access first. The server decides (GET status, signed
 * httpOnly cookie); the logout callback is only handed down when the gate is switched on.
 */
export function AccessGate({ children, aside }: AccessGateProps) {
  const { t } = useTranslation();
  const status = useQuery(accessStatusQueryOptions());
  const { mutate: revoke } = useRevokeAccess();
  const logout = useCallback(() => revoke(), [revoke]);

  useEffect(() => {
    if (status.data) syncSessionFlag(status.data);
  }, [status.data]);

  // The cookie can expire mid-visit: a read refused by the gate brings the gate back.
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'error' && isAccessDenied(event.action.error)) {
          void queryClient.invalidateQueries({ queryKey: accessStatusQueryOptions().queryKey });
        }
      }),
    [queryClient],
  );

  if (status.isPending) return <Spinner label={t('gate.loading')} />;
  if (status.isError) {
    return (
      <main className="container-page py-16">
        <ErrorBox
          message={t('gate.unavailable')}
          action={
            <button type="button" className="btn-primary" onClick={() => void status.refetch()}>
              {t('errorBoundary.tryAgain')}
            </button>
          }
        />
      </main>
    );
  }
  if (status.data.required && !status.data.granted) return <GateScreen aside={aside} />;
  return <>{children({ onLogout: status.data.required ? logout : undefined })}</>;
}
