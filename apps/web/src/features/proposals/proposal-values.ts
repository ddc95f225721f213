import type { ProposalData, proposalFields } from '@fieldbook/contract/proposals';
import type { UseFormReturnType } from '@mantine/form';
import type { z } from 'zod';
import type { useBuildProposal } from './proposals.queries.ts';

/** What the builder loads: the proposal, and the choices of its cover letter and attachment library. */
export type BuildData = NonNullable<ReturnType<typeof useBuildProposal>['data']>;

/** The builder's form, as its sections take it. */
export type ProposalForm = UseFormReturnType<z.input<typeof proposalFields>>;

/** The form's values from a saved proposal. */
export function initialValues(jobId: number, p: ProposalData) {
  return {
    jobId,
    title: p.title,
    encContact: p.encContact,
    companyLocation: p.companyLocation,
    companyContact: p.companyContact,
    companyContactPronoun: p.companyContactPronoun,
    reference: p.reference,
    subject: p.subject,
    introParagraph: p.introParagraph,
    proposalScope: p.proposalScope,
    notes: p.notes,
    attachments: p.attachments,
  };
}
