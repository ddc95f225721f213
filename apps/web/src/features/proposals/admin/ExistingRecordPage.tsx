import { type ComponentProps, Fragment, type ReactNode } from 'react';
import { RecordPage, useRecordId } from '../../../shared/ui/RecordPage.tsx';

/**
 * The frame of an editor of the configuration (/Admin/Proposal/…/{id}): these edit records made
 * elsewhere (a leaf of the scope tree, a note or an attachment of the library), so 'new' is as
 * unknown as any other id that names nothing. The form is made anew for each record.
 */
export function ExistingRecordPage<T>({
  useRecord,
  children,
  ...page
}: Omit<ComponentProps<typeof RecordPage>, 'record' | 'query' | 'children'> & {
  useRecord: (id: number | null) => { data?: T; isPending: boolean; error: Error | null };
  children: (saved: T) => ReactNode;
}) {
  const route = useRecordId();
  const record = { ...route, valid: route.valid && !route.isNew, isNew: false };
  const loaded = useRecord(record.valid ? record.recordId : null);
  return (
    <RecordPage {...page} record={record} query={loaded}>
      {loaded.data !== undefined && <Fragment key={record.key}>{children(loaded.data)}</Fragment>}
    </RecordPage>
  );
}

/** The buttons of these editors: Save and Cancel (back to `to`); nothing here is deleted. */
export const saveOrCancel = (to: string) => ({ cancelTo: to, onDelete: undefined, deleting: false });
