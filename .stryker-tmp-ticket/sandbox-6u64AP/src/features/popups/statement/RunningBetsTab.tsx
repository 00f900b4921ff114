// @ts-nocheck
import { useServices } from '@src/shared/services';
import { useLoad } from '@src/shared/useLoad';
import { HISTORY_FAILED_ALERT, useShowAlert } from '@src/features/ticket/alerts';
import { BetsPage } from './BetsPage';

/** Tab "My bet": the member's open bets, one page at a time. */
export function RunningBetsTab({
  page,
  onPageChange,
}: {
  page: number;
  onPageChange(page: number): void;
}) {
  const { memberApi } = useServices();
  const showAlert = useShowAlert();
  const loaded = useLoad(`running:${page}`, () => memberApi.fetchRunningBets(page), {
    // A 401 is the session's business (the no-session screen); anything else gets the
    // history-failed alert.
    onFailed: ({ status }) => {
      if (status !== 401) showAlert(HISTORY_FAILED_ALERT);
    },
  });
  return <BetsPage loaded={loaded} page={page} onPageChange={onPageChange} settled={false} />;
}
