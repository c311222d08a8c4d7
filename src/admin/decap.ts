/**
 * The little of Decap CMS's browser API the editor's script uses. Decap (its prebuilt bundle,
 * loaded after this script) carries its own React: its widgets and preview templates are made
 * with its `h` and `createClass`, never with the site's React.
 */
import type { ComponentClass } from "react";

/** Decap's entry data: an Immutable.js map (only the calls used here). */
export type ImmutableMap = {
  get(key: string): unknown;
  getIn(path: string[]): unknown;
  set(key: string, value: unknown): ImmutableMap;
  toJS(): Record<string, unknown>;
};

/** A widget's field settings as config.yml gives them. */
export type FieldSettings = { get(key: string): unknown };

export type WidgetProps = {
  value: unknown;
  onChange: (value: unknown) => void;
  forID: string;
  classNameWrapper: string;
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
  field: FieldSettings;
};

export type PreviewProps = { entry: ImmutableMap; document: Document; window: Window };

export type DecapCms = {
  init(options: { config: Record<string, unknown> }): void;
  registerCustomFormat(
    name: string,
    extension: string,
    format: {
      fromFile: (content: string) => unknown;
      toFile: (data: Record<string, unknown>, fieldsOrder?: string[]) => string;
    },
  ): void;
  registerWidget<P extends WidgetProps>(name: string, control: ComponentClass<P>): void;
  registerLocale(locale: string, phrases: Record<string, unknown>): void;
  getLocale(locale: string): Record<string, unknown>;
  registerPreviewTemplate(collection: string, template: ComponentClass<PreviewProps>): void;
  registerEventListener(listener: {
    name: "preSave";
    handler: (event: { entry: ImmutableMap }) => ImmutableMap | undefined;
  }): void;
};

/** A class component spec for Decap's createClass (create-react-class). */
export type ClassSpec<P> = Record<string, unknown> & {
  render(this: { props: P; state: Record<string, unknown> }): unknown;
};

declare global {
  interface Window {
    CMS: DecapCms;
    CMS_MANUAL_INIT?: boolean;
    /** Decap's React.createElement. */
    h: (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;
    createClass: <P>(spec: ClassSpec<P>) => ComponentClass<P>;
  }
}
