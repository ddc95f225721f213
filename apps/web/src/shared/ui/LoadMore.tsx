import { Button, Group } from '@mantine/core';

interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** 'Load More' under a list read a page at a time (useInfiniteQuery): shown while pages follow. */
export function LoadMore({ list }: { list: Pages }) {
  if (!list.hasNextPage) return null;
  return (
    <Group justify="center">
      <Button variant="default" loading={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
        Load More
      </Button>
    </Group>
  );
}

/** The rows of every page loaded so far, in order. */
export const rowsOf = <R,>(data: { pages: { data: R[] }[] } | undefined): R[] =>
  data?.pages.flatMap((p) => p.data) ?? [];
