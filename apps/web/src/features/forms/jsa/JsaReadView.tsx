import type { Jsa } from '@fieldbook/contract/forms-jsa';
import { messages } from '@fieldbook/contract/messages';
import {
  Badge,
  Button,
  Collapse,
  Group,
  Image,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { WaitingBadge } from '../../../shared/offline/WaitingBadge.tsx';
import { formatClockTime, formatDateTime, formatLongDate } from '../../../shared/ui/format.ts';
import { QueryGate } from '../../../shared/ui/QueryGate.tsx';
import { JsaShare } from './JsaShare.tsx';
import { JsaSignInSheet } from './JsaSignInSheet.tsx';
import { useJsaEdits } from './jsa.queries.ts';
import { jsaRecord } from './jsa-writes.ts';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </div>
  );
}

/** A saved JSA as the crew reads it (spec 3 §2.11), its sign-in sheet and its edit log. */
export function JsaReadView({
  jsa,
  editable,
  base,
  listUrl = base,
}: {
  jsa: Jsa;
  editable: boolean;
  base: string;
  /** Where 'All JSAs' leads (the stage's list by default). */
  listUrl?: string;
}) {
  const [logOpen, setLogOpen] = useState(false);
  const edits = useJsaEdits(jsa.jobId, jsa.jsaId, logOpen);
  const checked = jsa.checkBoxCategories
    .map((c) => ({ ...c, boxes: c.boxes.filter((b) => b.checked) }))
    .filter((c) => c.boxes.length > 0);
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4">
          JSA – {formatLongDate(jsa.date)}
        </Title>
        <Group gap="xs">
          <Button component={Link} to={listUrl} variant="default">
            All JSAs
          </Button>
          <WaitingBadge record={jsaRecord(jsa.jsaId)} />
          {jsa.jsaId > 0 && <JsaShare jsaId={jsa.jsaId} />}
          {editable && (
            <Button component={Link} to={`${base}/${jsa.jsaId}/Edit`} leftSection={<IconPencil size={16} />}>
              Edit JSA
            </Button>
          )}
        </Group>
      </Group>

      <Paper withBorder p="md" component="section" aria-label="Job site information">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <Field label="Date" value={formatLongDate(jsa.date)} />
          <Field label="Time" value={formatClockTime(jsa.date)} />
          <Field label="Created By" value={jsa.createdBy} />
          <Field label="Supervisor" value={jsa.supervisor} />
          <Field label="Supervisor Contact" value={jsa.supervisorContact} />
          <Field label="CPR Certified Employee on Site" value={jsa.cprCertifiedEmployee} />
          <Field label="Nearest Hospital" value={jsa.nameOfNearestHospital} />
          <Field label="Nearest Hospital Address" value={jsa.nearestHospitalAddress} />
          <Field label="Emergency Address" value={jsa.emergencyAddress} />
        </SimpleGrid>
      </Paper>

      <Paper withBorder p="md" component="section" aria-labelledby="jsa-read-considerations">
        <Title order={3} size="h5" id="jsa-read-considerations" mb="xs">
          Considerations
        </Title>
        {checked.length === 0 ? (
          <Text c="dimmed" size="sm">
            None checked.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {checked.map((c) => (
              <div key={c.category}>
                <Text fw={600} size="sm">
                  {c.category}
                </Text>
                <List size="sm">
                  {c.boxes.map((b) => (
                    <List.Item key={b.jsaItemName}>{b.other ? `Other: ${b.otherText}` : b.jsaItemName}</List.Item>
                  ))}
                </List>
              </div>
            ))}
          </SimpleGrid>
        )}
      </Paper>

      <Paper withBorder p="md" component="section" aria-labelledby="jsa-read-emergency">
        <Title order={3} size="h5" id="jsa-read-emergency" mb="xs">
          Emergency Locations
        </Title>
        {jsa.emergency.length === 0 ? (
          <Text c="dimmed" size="sm">
            None listed.
          </Text>
        ) : (
          <Group gap="lg">
            {jsa.emergency.map((e, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the saved order is the rows' identity
              <Group key={i} gap="xs" wrap="nowrap">
                {e.iconUrl && <Image src={e.iconUrl} alt="" w={32} h={32} />}
                <div>
                  <Text size="xs" c="dimmed">
                    {e.emergencyName}
                  </Text>
                  <Text size="sm">{e.emergencyTypeLocation}</Text>
                </div>
              </Group>
            ))}
          </Group>
        )}
      </Paper>

      <Paper withBorder p="md" component="section" aria-labelledby="jsa-read-risks">
        <Title order={3} size="h5" id="jsa-read-risks" mb="xs">
          Risk Management
        </Title>
        {jsa.riskManagements.length === 0 ? (
          <Text c="dimmed" size="sm">
            No products listed.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table striped withTableBorder aria-label="Risk management" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Product</Table.Th>
                  <Table.Th>Sequence of Actions</Table.Th>
                  <Table.Th>Potential Risks</Table.Th>
                  <Table.Th>Site Specific Risk</Table.Th>
                  <Table.Th>Site Specific Risk Mitigation</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {jsa.riskManagements.map((r) => (
                  <Table.Tr key={r.jsaRiskManagementId}>
                    <Table.Td>{r.productName}</Table.Td>
                    <Table.Td>{r.actionOther ? `Other: ${r.actionTextOther}` : r.action}</Table.Td>
                    <Table.Td>
                      {[
                        ...r.productRisks.map((p) => p.risk),
                        ...(r.riskOther ? [`Other: ${r.riskTextOther}`] : []),
                      ].join(', ')}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{r.siteRisk}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{r.riskMitigation}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>

      <JsaSignInSheet jsa={jsa} editable={editable} base={base} />

      <Paper withBorder p="md" component="section" aria-label="Edit log">
        <Button
          variant="subtle"
          px={0}
          onClick={() => setLogOpen((o) => !o)}
          aria-expanded={logOpen}
          leftSection={logOpen ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
        >
          View Edit Log
        </Button>
        <Collapse expanded={logOpen}>
          <QueryGate queries={[edits]}>
            {() =>
              edits.data?.length ? (
                <List size="sm" mt="xs" aria-label="Edits">
                  {edits.data.map((e, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the log's order is its identity
                    <List.Item key={i}>
                      <Group gap="xs">
                        <Text size="sm">{e.editorName}</Text>
                        <Badge variant="light" color="gray">
                          {formatDateTime(e.editedTime)}
                        </Badge>
                        <Badge variant="light">Version {e.version}</Badge>
                      </Group>
                      <List size="xs" withPadding aria-label={`Changes in version ${e.version}`}>
                        {e.changes.map((c) => (
                          <List.Item key={c} style={{ overflowWrap: 'anywhere' }}>
                            {c}
                          </List.Item>
                        ))}
                      </List>
                    </List.Item>
                  ))}
                </List>
              ) : (
                <Text c="dimmed" size="sm" mt="xs">
                  {messages.noJsaEdits}
                </Text>
              )
            }
          </QueryGate>
        </Collapse>
      </Paper>
    </Stack>
  );
}
