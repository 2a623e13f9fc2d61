import '@mantine/tiptap/styles.css';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button, Group, Input, TextInput } from '@mantine/core';
import { RichTextEditor as Rte } from '@mantine/tiptap';
import { IconLink } from '@tabler/icons-react';
import { useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { safeHref } from '@stillpoint/contracts';

export interface RichTextEditorProps {
  /** The field's visible label; it names the editable area and its toolbar. */
  label: string;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** HTML as the server stores it ('' for nothing). */
  value: string;
  /** Called with the edited HTML, or '' when the editor holds no text. */
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** Least height of the editable area, in pixels. */
  minHeight?: number;
}

/** What the form keeps: the editor's HTML, or '' when it holds nothing (so "required" and null-on-empty work). */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/** Moves focus between the toolbar's buttons with the arrow keys, Home and End (the WAI-ARIA toolbar keys). */
function onToolbarKeyDown(event: KeyboardEvent<HTMLDivElement>) {
  const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at === -1) return;
  event.preventDefault();
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? buttons.length - 1
        : (at + (event.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length;
  buttons[next]?.focus();
}

/**
 * The rich text editor (Mantine's tiptap editor): headings, bold, italic, underline, lists, quotes, links
 * (http, https and mailto only, as the server's sanitiser keeps them), undo and redo. Every toolbar button
 * is labelled; Ctrl/Cmd+K opens the link field, Alt+F10 moves to the toolbar, the arrow keys move along it.
 * Load it through RichTextField (lazy), so that pages without an editor do not download it.
 */
export function RichTextEditor({
  label,
  description,
  error,
  required,
  value,
  onChange,
  onBlur,
  minHeight = 160,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const ids = {
    editor: `${id}-editor`,
    label: `${id}-label`,
    description: `${id}-description`,
    error: `${id}-error`,
    link: `${id}-link`,
  };
  const toolbar = useRef<HTMLDivElement>(null);
  const linkInput = useRef<HTMLInputElement>(null);
  const emitted = useRef(value);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  // The editor is made once; its callbacks reach the latest props and handlers through this ref.
  const handlers = useRef<{ onChange: (html: string) => void; onBlur?: (() => void) | undefined; openLink: () => void }>({
    onChange,
    onBlur,
    openLink: () => {},
  });

  // The editable area is a labelled, described multi-line text box; its state follows the field's.
  const describedBy = [description ? ids.description : null, error ? ids.error : null].filter(Boolean).join(' ');
  const attributes: Record<string, string> = {
    id: ids.editor,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': ids.label,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(required ? { 'aria-required': 'true' } : {}),
    ...(error ? { 'aria-invalid': 'true' } : {}),
    style: `min-height: ${minHeight}px`,
  };

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        // No empty paragraph kept after a closing list or quote: the stored HTML holds what was written.
        trailingNode: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https', 'mailto'],
          isAllowedUri: (url) => safeHref(url) !== null,
        },
      }),
    ],
    content: value,
    editorProps: {
      attributes,
      handleKeyDown: (_view, event) => {
        if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'k') {
          handlers.current.openLink();
          return true;
        }
        if (event.altKey && event.key === 'F10') {
          toolbar.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: changed }) => {
      emitted.current = htmlOf(changed);
      handlers.current.onChange(emitted.current);
    },
    onBlur: () => handlers.current.onBlur?.(),
  });

  useEffect(() => {
    if (!editor) return;
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes } });
    // The attributes are rebuilt on each render; what they say changes only with these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor, describedBy, required, error, minHeight]);

  // A value set from outside (a reset, another record) replaces the content; the editor's own echo does not.
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const linkActive = useEditorState({ editor, selector: ({ editor: current }) => current?.isActive('link') ?? false }) ?? false;

  useEffect(() => {
    if (!linkOpen) return;
    linkInput.current?.focus();
    // tiptap gives the focus back to the text a frame after each command (requestAnimationFrame); one
    // still pending when the field opens (a slow device, a command just before) would take the focus from
    // the field: focus it again after those frames, which run in the order they were asked for.
    const frame = requestAnimationFrame(() => linkInput.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [linkOpen]);

  const openLink = () => {
    if (!editor) return;
    setLinkUrl((editor.getAttributes('link').href as string | undefined) ?? '');
    setLinkError(null);
    setLinkOpen(true);
  };
  useLayoutEffect(() => {
    handlers.current = { onChange, onBlur, openLink };
  });
  const closeLink = () => {
    setLinkOpen(false);
    editor?.commands.focus();
  };
  const applyLink = () => {
    if (!editor) return;
    const typed = linkUrl.trim();
    if (!typed) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      return setLinkOpen(false);
    }
    const href = safeHref(typed);
    if (!href) return setLinkError(t('richText.linkInvalid'));
    if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected: the address itself becomes the linked text.
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    }
    setLinkOpen(false);
  };
  const onLinkKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter applies the link, it does not send the form around the editor.
      event.preventDefault();
      applyLink();
    } else if (event.key === 'Escape') {
      // Escape closes the link field only, not a dialog around the editor (see data-mantine-stop-propagation).
      event.preventDefault();
      event.stopPropagation();
      closeLink();
    }
  };

  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={error}
      required={required}
      labelElement="div"
      labelProps={{ id: ids.label, onClick: () => editor?.commands.focus() }}
      descriptionProps={{ id: ids.description }}
      errorProps={{ id: ids.error }}
    >
      <Rte
        editor={editor}
        mt={4}
        styles={error ? { root: { borderColor: 'var(--mantine-color-error)' } } : undefined}
        labels={{
          h2ControlLabel: t('richText.heading2'),
          h3ControlLabel: t('richText.heading3'),
          boldControlLabel: t('richText.bold'),
          italicControlLabel: t('richText.italic'),
          underlineControlLabel: t('richText.underline'),
          bulletListControlLabel: t('richText.bulletList'),
          orderedListControlLabel: t('richText.orderedList'),
          blockquoteControlLabel: t('richText.blockquote'),
          unlinkControlLabel: t('richText.unlink'),
          undoControlLabel: t('richText.undo'),
          redoControlLabel: t('richText.redo'),
        }}
      >
        <Rte.Toolbar
          ref={toolbar}
          role="toolbar"
          aria-label={t('richText.toolbar', { field: label })}
          aria-controls={ids.editor}
          onKeyDown={onToolbarKeyDown}
        >
          <Rte.ControlsGroup>
            <Rte.H2 />
            <Rte.H3 />
          </Rte.ControlsGroup>
          <Rte.ControlsGroup>
            <Rte.Bold />
            <Rte.Italic />
            <Rte.Underline />
          </Rte.ControlsGroup>
          <Rte.ControlsGroup>
            <Rte.BulletList />
            <Rte.OrderedList />
            <Rte.Blockquote />
          </Rte.ControlsGroup>
          <Rte.ControlsGroup>
            <Rte.Control
              aria-label={t('richText.link')}
              title={t('richText.link')}
              aria-expanded={linkOpen}
              aria-controls={linkOpen ? ids.link : undefined}
              active={linkActive}
              onClick={openLink}
            >
              <IconLink size={16} stroke={1.5} aria-hidden />
            </Rte.Control>
            <Rte.Unlink />
          </Rte.ControlsGroup>
          <Rte.ControlsGroup>
            <Rte.Undo />
            <Rte.Redo />
          </Rte.ControlsGroup>
        </Rte.Toolbar>
        {linkOpen && (
          <Group id={ids.link} role="group" aria-label={t('richText.link')} p="xs" align="flex-start" wrap="wrap">
            <TextInput
              label={t('richText.linkAddress')}
              description={t('richText.linkHint')}
              error={linkError}
              type="url"
              value={linkUrl}
              onChange={(event) => {
                setLinkUrl(event.currentTarget.value);
                setLinkError(null);
              }}
              onKeyDown={onLinkKeyDown}
              // Mantine's modals leave an Escape pressed in this field alone.
              data-mantine-stop-propagation="true"
              ref={linkInput}
              style={{ flex: 1, minWidth: 220 }}
            />
            <Group gap="xs" mt={44}>
              <Button size="xs" onClick={applyLink}>
                {t('richText.linkApply')}
              </Button>
              <Button size="xs" variant="default" onClick={closeLink}>
                {t('richText.linkCancel')}
              </Button>
            </Group>
          </Group>
        )}
        <Rte.Content />
      </Rte>
    </Input.Wrapper>
  );
}

export default RichTextEditor;
