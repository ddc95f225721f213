import { messages } from '@fieldbook/contract/messages';
import { searchWiki } from '@fieldbook/contract/wiki';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Title, Typography } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../shared/api/api.ts';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';

/** A result id such as 'fieldbook:walls:stc' is shown as 'fieldbook > walls > stc' (spec 1 §2). */
export const wikiTitle = (id: string) => id.replaceAll(':', ' > ');

/** /Wiki/Search?str=… */
export default function WikiSearchScreen() {
  const [params, setParams] = useSearchParams();
  const str = params.get('str') ?? '';
  const [text, setText] = useState(str);
  useEffect(() => setText(str), [str]);

  const search = useQuery({
    queryKey: ['wiki', str],
    queryFn: () => call(searchWiki, { body: { query: str } }).then((r) => r.data),
    enabled: str !== '',
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    setParams({ str: text });
  }

  return (
    <Stack>
      <Title order={1} size="h3">
        Wiki Search
      </Title>
      <search>
        <form onSubmit={submit}>
          <Group align="flex-end">
            <TextInput
              label="Search the wiki"
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              style={{ flex: 1 }}
              maxLength={200}
            />
            <Button type="submit">Search</Button>
          </Group>
        </form>
      </search>
      {search.isLoading && <PageLoader label="Searching…" />}
      {search.error && (
        <Alert color="red" role="alert">
          {search.error.message}
        </Alert>
      )}
      {search.data && !search.data.configured && <Text c="dimmed">{messages.wikiNotConfigured}</Text>}
      {search.data?.configured && search.data.result.length === 0 && <Text>{messages.noWikiResults(str)}</Text>}
      {search.data?.result.map((r) => (
        <Paper key={r.id} withBorder p="md" component="article">
          <Anchor href={r.url} target="_blank" rel="noopener noreferrer" fw={600}>
            {wikiTitle(r.id)}
          </Anchor>
          <Typography mt={4} fz="sm">
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: wiki HTML, sanitized by DOMPurify first */}
            <div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(r.description) }} />
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
