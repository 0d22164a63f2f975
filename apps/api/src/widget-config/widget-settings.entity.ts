import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

export type WidgetTheme = 'light' | 'dark' | 'auto';
export type WidgetPosition = 'bottom-right' | 'bottom-left';

/** An organization's widget look; a missing row or a null field means the default. */
@Entity('widget_settings')
export class WidgetSettings {
  @PrimaryColumn('uuid', { name: 'organization_id' }) organizationId: string;
  @Column('text', { nullable: true }) title: string | null;
  @Column('text', { nullable: true }) greeting: string | null;
  @Column('text', { name: 'accent_color', nullable: true }) accentColor: string | null;
  @Column('text', { nullable: true }) theme: WidgetTheme | null;
  @Column('text', { nullable: true }) position: WidgetPosition | null;
  /** Honoured only on plans whose badge is removable. */
  @Column('boolean', { name: 'hide_badge', default: false }) hideBadge: boolean;
  /** Up to 4 questions the widget offers as chips when its panel opens; null means none. */
  @Column('jsonb', { name: 'starter_questions', nullable: true }) starterQuestions: string[] | null;
  /** Links in answers come from the documents' text: followable only when the owner says so. */
  @Column('boolean', { name: 'links_clickable', default: false }) linksClickable: boolean;
  @Column('boolean', { name: 'page_viewer', default: false }) pageViewer: boolean;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
