import { useQuery } from '@tanstack/react-query';
import { type FormPost, formPostQueryKey } from '#contracts/server-render';
import { ApiError } from './api-client.ts';

/**
 * The form this page was the server's answer to (docs/decisions.md §1002, §1024): a form sent to the page itself,
 * before the app had taken the page over or without JavaScript. It comes in the page's query cache, never fetched;
 * null when the page answers no form.
 */
export function useFormPost(path: string): FormPost | null {
  const { data } = useQuery({
    queryKey: formPostQueryKey(path),
    queryFn: () => null as FormPost | null,
    enabled: false,
    staleTime: Infinity,
  });
  return data ?? null;
}

/** A refused form's answer as the error the app's own request would have given, or null. */
export function formPostError(post: FormPost | null, message: string): ApiError | null {
  return post && post.status >= 400 ? new ApiError(message, post.status, post.body) : null;
}
