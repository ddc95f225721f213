import { Stack, Tabs, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { AttachmentsTab } from './AttachmentsTab.tsx';
import { ConfigurationTab } from './ConfigurationTab.tsx';
import { NotesTab } from './NotesTab.tsx';

const TABS = [
  { value: 'Configuration', label: 'Proposal Configuration' },
  { value: 'Notes', label: 'Notes' },
  { value: 'Attachments', label: 'Attachments' },
] as const;

/** /Admin/Proposal[/Notes|/Attachments]: the proposal administration (spec 3 §2.4). */
export default function ProposalAdminScreen() {
  const { tab } = useParams();
  const navigate = useNavigate();
  const current = TABS.find((t) => t.value === tab)?.value ?? 'Configuration';
  return (
    <Stack>
      <Title order={1} size="h3">
        Proposal Administration
      </Title>
      <Tabs
        value={current}
        onChange={(v) => navigate(v === 'Configuration' ? '/Admin/Proposal' : `/Admin/Proposal/${v}`)}
        keepMounted={false}
      >
        <Tabs.List>
          {TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="Configuration" pt="md">
          <ConfigurationTab />
        </Tabs.Panel>
        <Tabs.Panel value="Notes" pt="md">
          <NotesTab />
        </Tabs.Panel>
        <Tabs.Panel value="Attachments" pt="md">
          <AttachmentsTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
