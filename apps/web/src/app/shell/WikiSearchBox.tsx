import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Hidden on /Wiki/Search; Enter goes to /Wiki/Search?str=… (spec 1 §2). */
export function WikiSearchBox() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  if (pathname.toLowerCase() === '/wiki/search') return null;
  return (
    <TextInput
      aria-label="Search the wiki"
      placeholder="Search the wiki"
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          navigate(`/Wiki/Search?str=${encodeURIComponent(text)}`);
          setText('');
        }
      }}
      w={{ base: '100%', sm: 200 }}
    />
  );
}
