// A list's search box whose text lives in the URL (?q=), as the leads and applications pages keep it: what is typed is
// written to the URL once typing pauses (replacing the history entry, so that Back does not step through every pause),
// and a URL changed from outside (Back, Forward, a link) is written into the box. Its input, and the "Clear filters"
// button that empties it with the rest of the list's filters, are here too, so that both lists behave alike.
import { Button, CloseButton, Group, TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LIMITS } from '../../../../gateway/src/services/limits';

/** How long typing pauses before the search is asked for. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The box's text and its setter. `inUrl` is the search the URL holds now; `write` puts a new one into the URL (it is
 * called with the trimmed text once typing pauses, only when it differs from what the URL holds).
 */
export function useUrlSearch(inUrl: string, write: (search: string) => void): [string, (text: string) => void] {
  const [text, setText] = useState(inUrl);
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // What the URL was last given (by this box or from outside): tells a change from outside apart from our own.
  const written = useRef(inUrl);
  useEffect(() => {
    if (inUrl !== written.current) {
      written.current = inUrl;
      setText(inUrl);
    }
  }, [inUrl]);
  const writeRef = useRef(write);
  useEffect(() => {
    writeRef.current = write;
  });
  useEffect(() => {
    if (debounced === written.current) return;
    written.current = debounced;
    writeRef.current(debounced);
  }, [debounced]);
  return [text, setText];
}

export function SearchIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </svg>
  );
}

export interface UrlSearchInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'label' | 'type' | 'leftSection' | 'rightSection' | 'maxLength'> {
  /** The box's text and its setter, as `useUrlSearch` gives them. */
  value: string;
  onChange: (text: string) => void;
}

/** The search box: labelled "Search", with a button that empties it while it holds text, as long as the server allows. */
export function UrlSearchInput({ value, onChange, ...others }: UrlSearchInputProps) {
  return (
    <TextInput
      label="Search"
      leftSection={<SearchIcon />}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      rightSection={value ? <CloseButton size="sm" aria-label="Clear search" onClick={() => onChange('')} /> : null}
      type="search"
      maxLength={LIMITS.search}
      {...others}
    />
  );
}

/**
 * "Clear filters", at the end of a list's filters (shown while any is set or the box holds text): empties the whole
 * query string in one step Back can undo, and the box (`clearSearch`), whose text may not have reached the URL yet.
 */
export function ClearFiltersButton({ clearSearch }: { clearSearch: () => void }) {
  const [, setSearchParams] = useSearchParams();
  return (
    <Group style={{ flex: '1 1 170px', alignSelf: 'flex-end' }} justify="flex-end">
      <Button
        variant="subtle"
        onClick={() => {
          clearSearch();
          setSearchParams(new URLSearchParams(), { preventScrollReset: true });
        }}
      >
        Clear filters
      </Button>
    </Group>
  );
}
