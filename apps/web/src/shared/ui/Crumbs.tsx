import { Breadcrumbs, Text } from '@mantine/core';
import { RecordLink } from './RecordLink.tsx';

/** Accounts List > Account > Location Profile or Contact Profile > Edit (spec 2 §2). */
export function Crumbs({ items }: { items: { label: string; to?: string }[] }) {
  return (
    <nav aria-label="Breadcrumbs">
      <Breadcrumbs separator=">" style={{ flexWrap: 'wrap' }}>
        {items.map((i) =>
          i.to ? (
            <RecordLink key={i.label} to={i.to} size="sm">
              {i.label}
            </RecordLink>
          ) : (
            <Text key={i.label} size="sm" aria-current="page">
              {i.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
