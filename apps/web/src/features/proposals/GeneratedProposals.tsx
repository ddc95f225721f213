import { messages } from '@fieldbook/contract/messages';
import { type ProposalListEntry, proposalPdf } from '@fieldbook/contract/proposals';
import { ActionIcon, Alert, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconEye, IconStar, IconStarFilled } from '@tabler/icons-react';
import { fetchFile } from '../../shared/api/api.ts';
import { openPdf } from '../../shared/lib/open-pdf.ts';
import { downloadOrNotify } from '../../shared/ui/download.ts';
import { formatDateTime } from '../../shared/ui/format.ts';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { pages } from './pages.ts';
import { useGeneratedProposals, useSetFavorite } from './proposals.queries.ts';

const fileName = (p: ProposalListEntry) => p.proposalName || `Proposal-${p.proposalId}.pdf`;

/** Opens a generated proposal in a new tab. */
const view = (p: ProposalListEntry) =>
  openPdf(() => fetchFile(proposalPdf, { query: { PdfId: p.proposalId } }), messages.proposalNotFound);

/** The job's generated proposals, newest first, with the one favourite marked (spec 3 §2.3, §4). */
export function GeneratedProposals({ jobId }: { jobId: number }) {
  const list = useGeneratedProposals(jobId);
  const favorite = useSetFavorite(jobId);
  const proposals = list.data?.proposals ?? [];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="generated-proposals">
      <Stack>
        <Title order={3} size="h4" id="generated-proposals">
          Generated Proposals
        </Title>
        {list.isPending && <PageLoader label="Loading proposals…" />}
        {list.error && (
          <Alert color="red" role="alert">
            {list.error.message}
          </Alert>
        )}
        {list.data && proposals.length === 0 && <Text c="dimmed">{messages.noGeneratedProposals}</Text>}
        {proposals.length > 0 && (
          <Stack
            gap="xs"
            component="ul"
            aria-label="Generated proposals"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {proposals.map((p) => (
              <Group
                key={p.proposalId}
                component="li"
                justify="space-between"
                wrap="wrap"
                gap="xs"
                aria-label={p.proposalName}
                style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', paddingBottom: 6 }}
              >
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Tooltip label={p.favorite ? 'Favorite' : 'Mark as favorite'}>
                    <ActionIcon
                      variant="subtle"
                      color="yellow"
                      aria-label={
                        p.favorite ? `${p.proposalName} is the favorite` : `Mark ${p.proposalName} as favorite`
                      }
                      aria-pressed={p.favorite}
                      loading={favorite.isPending && favorite.variables === p.proposalId}
                      onClick={() => {
                        if (!p.favorite)
                          favorite.mutate(p.proposalId, {
                            onError: (e) => notifications.show({ color: 'red', message: e.message }),
                          });
                      }}
                    >
                      {p.favorite ? <IconStarFilled size={18} /> : <IconStar size={18} />}
                    </ActionIcon>
                  </Tooltip>
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {p.proposalName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(p.date)} · {pages(p.pageCount)}
                    </Text>
                  </Stack>
                </Group>
                {list.data?.allowDownload && (
                  <Group gap="xs">
                    <Button size="xs" variant="light" leftSection={<IconEye size={14} />} onClick={() => void view(p)}>
                      View
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconDownload size={14} />}
                      aria-label={`Download ${p.proposalName}`}
                      onClick={() =>
                        void downloadOrNotify(
                          proposalPdf,
                          { query: { PdfId: p.proposalId, download: true } },
                          fileName(p),
                        )
                      }
                    >
                      Download
                    </Button>
                  </Group>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
