/**
 * A reader of server-sent events for the API console: fed the decoded text as it arrives, it
 * returns the events completed so far (the WHATWG event-stream rules: lines end in LF, CRLF or
 * CR; a blank line ends an event; `event:` names it, each `data:` line adds a line to its data;
 * a line starting with `:` is a comment).
 */
export type StreamEvent = {event: string; data: string};

export class EventStreamReader {
  private buffer = '';
  private name = '';
  private data: string[] = [];

  /** Add text; get the events it completed. */
  push(text: string): StreamEvent[] {
    this.buffer += text;
    const events: StreamEvent[] = [];
    for (;;) {
      const match = /\r\n|\r|\n/.exec(this.buffer);
      // A lone CR at the end may be the first half of CRLF: wait for more.
      if (!match || (match[0] === '\r' && match.index === this.buffer.length - 1)) break;
      const line = this.buffer.slice(0, match.index);
      this.buffer = this.buffer.slice(match.index + match[0].length);
      const event = this.line(line);
      if (event) events.push(event);
    }
    return events;
  }

  /** The stream ended: an event without its closing blank line is dropped, as browsers do. */
  end(): StreamEvent[] {
    this.buffer = '';
    this.name = '';
    this.data = [];
    return [];
  }

  private line(line: string): StreamEvent | null {
    if (line === '') {
      if (this.data.length === 0) {
        this.name = '';
        return null;
      }
      const event = {event: this.name || 'message', data: this.data.join('\n')};
      this.name = '';
      this.data = [];
      return event;
    }
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.name = value;
    else if (field === 'data') this.data.push(value);
    return null;
  }
}

/**
 * What an event of a 3.6.0 run stream adds to the answer: the text of a `message` piece, else
 * nothing. A model that streams sends each piece as `{type: 'text', text}` (its `on_chat_model_stream`
 * events); one that does not sends its whole answer as a string at the end. Reasoning and tool
 * components are not answer text.
 */
export function answerPiece(event: StreamEvent): string {
  if (event.event !== 'message') return '';
  try {
    const payload = JSON.parse(event.data) as {type?: unknown; data?: unknown};
    if (payload?.type !== 'message') return '';
    const data = payload.data as {type?: unknown; text?: unknown} | string | null | undefined;
    if (typeof data === 'string') return data;
    return data?.type === 'text' && typeof data.text === 'string' ? data.text : '';
  } catch {
    return '';
  }
}
