// The course editor's fields, drawn from the zod schema the gateway checks a save with
// (gateway/src/services/course-content.ts): one walker covers every kind of section, and the client refuses what the
// server would refuse, with the same messages. Objects become groups of fields, arrays lists with add / remove /
// move, strings inputs (long ones Textareas, dates date inputs, images an upload button with a preview), enums
// selects; optional parts can be added and removed. The schema module imports only zod, and only the admin chunk
// imports this file (docs/architecture.md, "Admin course editor").
import { ActionIcon, Box, Button, FileButton, Group, Image, NativeSelect, NumberInput, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { memo, useState } from 'react';
import type { z } from 'zod';
import { UploadError, uploadImage } from '../api/uploads';
import { DATE_KEYS, fieldLabel, IMAGE_KEYS, itemLabel, TITLE_KEYS } from './labels';

export type Schema = z.core.$ZodType;
export type Path = (string | number)[];
/** Problems by field path ("sections.4.batches.1.endDate"), as the schema and the server name them. */
export type FieldErrors = Record<string, string>;
export type Update = (path: Path, value: unknown) => void;

interface Def {
  type: string;
  shape?: Record<string, Schema>;
  element?: Schema;
  innerType?: Schema;
  entries?: Record<string, string>;
  values?: unknown[];
  options?: Schema[];
  checks?: { _zod: { def: { check: string; maximum?: number } } }[];
}

export const defOf = (schema: Schema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema without optional / nullable / default wrappers, and whether it may be left out or null. */
export function unwrap(schema: Schema): { inner: Schema; optional: boolean; nullable: boolean } {
  let inner = schema;
  let optional = false;
  let nullable = false;
  for (;;) {
    const def = defOf(inner);
    if (def.type === 'optional' || def.type === 'default') optional = true;
    else if (def.type === 'nullable') nullable = true;
    else return { inner, optional, nullable };
    inner = def.innerType!;
  }
}

function maxLength(schema: Schema): number | undefined {
  return defOf(schema).checks?.find((c) => c._zod.def.check === 'max_length')?._zod.def.maximum;
}

/** A section kind's own schema, from the discriminated union of sections. */
export function sectionSchema(union: Schema, kind: string): Schema | undefined {
  return defOf(union).options?.find((option) => defOf(defOf(option).shape!.kind!).values?.[0] === kind);
}

/** A new, empty value of a schema: what "Add" puts in a list (required parts present and blank, optional ones left out). */
export function emptyValue(schema: Schema): unknown {
  const { inner, optional, nullable } = unwrap(schema);
  if (optional) return undefined;
  if (nullable) return null;
  const def = defOf(inner);
  switch (def.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape!)
          .map(([key, s]) => [key, emptyValue(s)] as const)
          .filter(([, v]) => v !== undefined),
      );
    case 'array':
      return [];
    case 'string':
      return '';
    case 'enum':
      return Object.values(def.entries!)[0];
    case 'literal':
      return def.values![0];
    case 'boolean':
      return false;
    default:
      return undefined;
  }
}

const key = (path: Path) => path.join('.');
/** Problems at or under a path (a collapsed section shows how many it holds). */
export function errorsUnder(errors: FieldErrors, path: Path): number {
  const prefix = key(path);
  return Object.keys(errors).filter((k) => k === prefix || k.startsWith(`${prefix}.`)).length;
}

/** A list item's name in its header: its first title-like text. */
export function itemTitle(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  const found = TITLE_KEYS.map((k) => record[k]).find((v) => typeof v === 'string' && v.trim());
  return typeof found === 'string' ? found : undefined;
}

const clip = (text: string, max = 60) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export interface FieldProps {
  schema: Schema;
  value: unknown;
  path: Path;
  /** The key of this value in its parent object (for its label and kind), or of the list it is an item of. */
  name: string;
  update: Update;
  errors: FieldErrors;
  /** Label override (list items are titled by their header instead). */
  label?: string;
}

/** Any value of the document, drawn by its schema. */
export const SchemaField = memo(function SchemaField(props: FieldProps) {
  const { schema, value, path, name, update, errors } = props;
  const { inner, optional, nullable } = unwrap(schema);
  const def = defOf(inner);
  const label = props.label ?? fieldLabel(name);
  const error = errors[key(path)];
  const fieldId = `course-${key(path)}`;

  switch (def.type) {
    case 'literal':
      return null; // a section's kind, and fixed values: nothing to edit
    case 'object': {
      if (value === undefined && optional) {
        return (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {label}: none
            </Text>
            <Button size="compact-xs" variant="light" onClick={() => update(path, emptyValue(inner))}>
              Add {label.toLowerCase()}
            </Button>
          </Group>
        );
      }
      return (
        <Paper withBorder p="sm" radius="sm" component="fieldset" style={{ minWidth: 0 }}>
          <Group justify="space-between" component="legend" px={4} gap="xs">
            <Text fw={600} size="sm">
              {label}
            </Text>
          </Group>
          {optional && (
            <Group justify="flex-end" mb={4}>
              <Button size="compact-xs" variant="subtle" color="red" onClick={() => update(path, undefined)}>
                Remove {label.toLowerCase()}
              </Button>
            </Group>
          )}
          {error && (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          )}
          <ObjectFields schema={inner} value={value as Record<string, unknown>} path={path} update={update} errors={errors} />
        </Paper>
      );
    }
    case 'array':
      return <ListField schema={def.element!} value={(value as unknown[] | undefined) ?? []} path={path} name={name} label={label} update={update} errors={errors} />;
    case 'enum': {
      const options = Object.values(def.entries!);
      return (
        <NativeSelect
          id={fieldId}
          data-path={key(path)}
          label={label}
          value={typeof value === 'string' ? value : ''}
          error={error}
          data={[...(optional || nullable ? [{ value: '', label: '(none)' }] : []), ...options.map((o) => ({ value: o, label: o }))]}
          onChange={(e) => update(path, e.currentTarget.value === '' ? (optional ? undefined : null) : e.currentTarget.value)}
        />
      );
    }
    case 'number':
      return (
        <NumberInput
          id={fieldId}
          data-path={key(path)}
          label={label}
          value={typeof value === 'number' ? value : ''}
          error={error}
          allowDecimal={false}
          onChange={(v) => update(path, typeof v === 'number' ? v : v === '' ? undefined : Number(v))}
        />
      );
    case 'boolean':
      return null;
    case 'string': {
      const text = typeof value === 'string' ? value : '';
      // Left empty, an optional text is left out (a link or a date that may be absent is then not checked), a
      // nullable one is null.
      const set = (v: string) => update(path, v === '' && optional ? undefined : v === '' && nullable ? null : v);
      if (IMAGE_KEYS.has(name)) return <ImageField id={fieldId} path={path} label={label} value={text} error={error} onChange={set} />;
      if (DATE_KEYS.has(name)) {
        return <TextInput id={fieldId} data-path={key(path)} type="date" label={label} value={text} error={error} onChange={(e) => set(e.currentTarget.value)} w={{ base: '100%', xs: 220 }} />;
      }
      const max = maxLength(inner) ?? 0;
      if (max > 300) {
        return <Textarea id={fieldId} data-path={key(path)} label={label} value={text} error={error} autosize minRows={2} maxRows={12} onChange={(e) => set(e.currentTarget.value)} />;
      }
      return <TextInput id={fieldId} data-path={key(path)} label={label} value={text} error={error} onChange={(e) => set(e.currentTarget.value)} />;
    }
    default:
      return (
        <Text size="sm" c="dimmed">
          {label}: not editable here
        </Text>
      );
  }
});

/** The fields of an object, one under the other (short ones two to a row on wide screens). */
export function ObjectFields({ schema, value, path, update, errors, skip = [] }: { schema: Schema; value: Record<string, unknown>; path: Path; update: Update; errors: FieldErrors; skip?: string[] }) {
  const shape = defOf(unwrap(schema).inner).shape ?? {};
  return (
    <Stack gap="sm">
      {Object.entries(shape)
        .filter(([k]) => !skip.includes(k))
        .map(([k, s]) => (
          <SchemaField key={k} schema={s} value={value?.[k]} path={[...path, k]} name={k} update={update} errors={errors} />
        ))}
    </Stack>
  );
}

function ListField({ schema, value, path, name, label, update, errors }: { schema: Schema; value: unknown[]; path: Path; name: string; label: string; update: Update; errors: FieldErrors }) {
  const item = itemLabel(name);
  const error = errors[key(path)];
  const move = (from: number, to: number) => {
    const next = [...value];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    update(path, next);
  };
  const isText = defOf(unwrap(schema).inner).type === 'string';
  return (
    <Box component="fieldset" role="group" aria-label={label} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Text fw={600} size="sm" mb={4} component="legend">
        {label} <Text span c="dimmed" size="xs">({value.length})</Text>
      </Text>
      {error && (
        <Text c="red" size="sm" role="alert" mb={4}>
          {error}
        </Text>
      )}
      <Stack gap="xs">
        {value.map((entry, i) => {
          const title = itemTitle(entry);
          const heading = `${item.charAt(0).toUpperCase()}${item.slice(1)} ${i + 1}`;
          const controls = (
            <Group gap={4} wrap="nowrap">
              <ActionIcon variant="subtle" size="sm" aria-label={`Move ${heading} up`} disabled={i === 0} onClick={() => move(i, i - 1)}>
                ↑
              </ActionIcon>
              <ActionIcon variant="subtle" size="sm" aria-label={`Move ${heading} down`} disabled={i === value.length - 1} onClick={() => move(i, i + 1)}>
                ↓
              </ActionIcon>
              <ActionIcon variant="subtle" color="red" size="sm" aria-label={`Remove ${heading}`} onClick={() => update(path, value.filter((_, j) => j !== i))}>
                ✕
              </ActionIcon>
            </Group>
          );
          if (isText) {
            return (
              <Group key={i} gap={4} wrap="nowrap" align="flex-start">
                <Box style={{ flex: 1, minWidth: 0 }}>
                  <SchemaField schema={schema} value={entry} path={[...path, i]} name={name} label={heading} update={update} errors={errors} />
                </Box>
                <Box pt={24}>{controls}</Box>
              </Group>
            );
          }
          return (
            <Paper key={i} withBorder p="xs" radius="sm" bg="var(--mantine-color-gray-0)">
              <Group justify="space-between" wrap="nowrap" mb={6} gap="xs">
                <Text size="sm" fw={600} truncate>
                  {heading}
                  {title ? ` · ${clip(title)}` : ''}
                </Text>
                {controls}
              </Group>
              {errors[key([...path, i])] && (
                <Text c="red" size="sm" role="alert">
                  {errors[key([...path, i])]}
                </Text>
              )}
              <ObjectFields schema={schema} value={entry as Record<string, unknown>} path={[...path, i]} update={update} errors={errors} />
            </Paper>
          );
        })}
      </Stack>
      <Button mt={6} size="compact-sm" variant="light" onClick={() => update(path, [...value, emptyValue(schema)])}>
        Add {item}
      </Button>
    </Box>
  );
}

function ImageField({ id, path, label, value, error, onChange }: { id: string; path: Path; label: string; value: string; error?: string; onChange: (v: string) => void }) {
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    setProblem(null);
    try {
      onChange(await uploadImage(file));
    } catch (err) {
      setProblem(err instanceof UploadError ? err.message : 'The image could not be uploaded');
    } finally {
      setUploading(false);
    }
  };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      {value && <Image src={value} alt="" w={56} h={56} fit="contain" radius="sm" bg="var(--mantine-color-gray-1)" />}
      <TextInput id={id} data-path={key(path)} label={label} value={value} error={error ?? problem} onChange={(e) => onChange(e.currentTarget.value)} style={{ flex: 1, minWidth: 180 }} />
      <FileButton onChange={upload} accept="image/png,image/jpeg,image/gif,image/webp">
        {(props) => (
          <Button {...props} variant="default" loading={uploading} aria-label={`Upload ${label.toLowerCase()}`} mb={error || problem ? 22 : 0}>
            Upload
          </Button>
        )}
      </FileButton>
    </Group>
  );
}
