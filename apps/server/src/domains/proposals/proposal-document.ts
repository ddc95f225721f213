import type { ProposalData } from '@fieldbook/contract';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { longDate } from '../../platform/calendar.ts';
import { BRAND, type LetterheadOffice, letterhead } from '../../platform/pdf/index.ts';

/** What the cover letter names besides the proposal itself. */
export interface ProposalParties {
  date: Date;
  office: LetterheadOffice | null;
  jobName: string;
  jobNumber: string;
  accountName: string;
  contact: { firstName: string; lastName: string };
  location: {
    locationName: string;
    address1: string;
    address2: string;
    city: string;
    state: string;
    zip: string;
  };
  signer: { firstName: string; lastName: string; positionTitle: string };
  attachments: { attachmentName: string; pageCount: number }[];
}

/** Text typed with line breaks keeps them; blank lines separate paragraphs. */
const paragraphs = (text: string, margin: [number, number, number, number] = [0, 0, 0, 6]): Content[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => ({ text: p, margin }));

/**
 * The proposal a customer receives (spec 3 §5 Proposal generation): a cover letter on the firm's
 * letterhead, then the scope of work (sections with titles and descriptions, optional items
 * marked, hidden ones left out), the notes, and the list of attached documents that follow.
 */
export function proposalDocument(p: ProposalData, parties: ProposalParties): TDocumentDefinitions {
  const honorific = p.companyContactPronoun ? `${p.companyContactPronoun} ` : '';
  const { contact, location, signer } = parties;
  const addressLines = [
    location.address1,
    location.address2,
    [location.city, [location.state, location.zip].filter(Boolean).join(' ')].filter(Boolean).join(', '),
  ].filter(Boolean);
  const sections = p.proposalScope.filter((s) => !s.hideService);

  const coverLetter: Content[] = [
    { text: longDate(parties.date), margin: [0, 0, 0, 18] },
    {
      stack: [
        `${honorific}${contact.firstName} ${contact.lastName}`,
        parties.accountName,
        location.locationName,
        ...addressLines,
      ],
      margin: [0, 0, 0, 18],
    },
    {
      table: {
        widths: [70, '*'],
        body: [
          [{ text: 'Reference:', bold: true }, p.reference],
          [{ text: 'Subject:', bold: true }, p.subject || p.title],
          [{ text: 'Job:', bold: true }, `${parties.jobNumber} – ${parties.jobName}`],
        ],
      },
      layout: 'noBorders',
      margin: [0, 0, 0, 18],
    },
    { text: `Dear ${honorific}${honorific ? contact.lastName : contact.firstName},`, margin: [0, 0, 0, 10] },
    ...paragraphs(p.introParagraph, [0, 0, 0, 10]),
    { text: 'Sincerely,', margin: [0, 18, 0, 36] },
    { text: `${signer.firstName} ${signer.lastName}`, bold: true },
    ...(signer.positionTitle ? [{ text: signer.positionTitle }] : []),
    { text: BRAND.name },
  ];

  const scope: Content[] = [
    { text: p.title, style: 'h1', pageBreak: 'before' },
    { text: 'Scope of Work', style: 'h2' },
    ...(sections.length === 0 ? [{ text: 'No scope items.', style: 'muted' } as Content] : []),
    ...sections.map(
      (s, i): Content => ({
        unbreakable: s.description.length < 1500,
        margin: [0, 0, 0, 8],
        stack: [
          {
            columns: [
              { text: `${i + 1}. ${s.title}`, style: 'h3', width: '*' },
              ...(s.optional
                ? [
                    {
                      text: 'OPTIONAL',
                      width: 'auto',
                      bold: true,
                      fontSize: 8,
                      color: '#ffffff',
                      background: BRAND.accent,
                      margin: [0, 9, 0, 0],
                    } as Content,
                  ]
                : []),
            ],
          },
          ...(s.scopeName ? [{ text: s.scopeName, style: ['small', 'muted'], margin: [0, 0, 0, 4] } as Content] : []),
          ...paragraphs(s.description),
          ...(s.detailed
            ? [
                {
                  text: [{ text: 'Quantity: ', bold: true }, String(s.quantity ?? 0)],
                  margin: [0, 0, 0, 2],
                } as Content,
                ...(s.internalDescription ? paragraphs(s.internalDescription) : []),
              ]
            : []),
          ...(s.optional
            ? [
                {
                  text: 'Optional item: priced and provided only when accepted by the customer.',
                  style: ['small', 'muted'],
                } as Content,
              ]
            : []),
        ],
      }),
    ),
  ];

  const notes: Content[] = p.notes.length
    ? [{ text: 'Notes', style: 'h2' }, { ol: p.notes.map((n) => ({ text: n.note, margin: [0, 0, 0, 4] })) }]
    : [];

  const attached: Content[] = parties.attachments.length
    ? [
        { text: 'Attachments', style: 'h2' },
        {
          ul: parties.attachments.map(
            (a) => `${a.attachmentName} (${a.pageCount} page${a.pageCount === 1 ? '' : 's'}, follows)`,
          ),
        },
      ]
    : [];

  const acceptance: Content[] = [
    { text: 'Acceptance', style: 'h2' },
    {
      text: `To accept this proposal, please sign below and return a copy to ${BRAND.name}.`,
      margin: [0, 0, 0, 24],
    },
    {
      columns: [
        {
          stack: [
            { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 220, y2: 0, lineWidth: 0.5 }] },
            { text: 'Signature', style: 'label', margin: [0, 3, 0, 0] },
          ],
        },
        {
          stack: [
            { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 140, y2: 0, lineWidth: 0.5 }] },
            { text: 'Date', style: 'label', margin: [0, 3, 0, 0] },
          ],
        },
      ],
      unbreakable: true,
    },
  ];

  return {
    ...letterhead({ office: parties.office, title: p.title }),
    info: { title: p.title, author: BRAND.name, subject: p.subject || p.title },
    content: [...coverLetter, ...scope, ...notes, ...attached, ...acceptance],
  };
}
