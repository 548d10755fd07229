// The package ships no types; only what the tests use.
declare module 'webvtt-parser' {
  export interface ParsedCue {
    id: string;
    startTime: number;
    endTime: number;
    text: string;
  }
  export interface ParseError {
    message: string;
    line: number;
    col: number;
  }
  export class WebVTTParser {
    parse(input: string, mode?: 'metadata' | 'chapters' | 'subtitles'): { cues: ParsedCue[]; errors: ParseError[] };
  }
}
