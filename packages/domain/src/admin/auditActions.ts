/**
 * The audit log's action names (area.verb) with the Chinese label the dashboard shows. Other areas
 * record their own actions (documents, analyses); an action missing here shows as its name.
 */
export const auditActionLabels = {
  'admin.login': '管理员登录',
  'admin.logout': '管理员退出',
  'admin.create': '创建管理员',
  'admin.role': '修改管理员角色',
  'member.adjust': '调整会员天数',
  'member.freeze': '冻结会员',
  'member.unfreeze': '解冻会员',
  'member.endSessions': '结束会员登录',
  'refund.approve': '同意退款',
  'refund.reject': '拒绝退款',
  'catalogue.rename': '修改指标标题',
  'catalogue.reorder': '调整指标顺序',
  'catalogue.thumbnail': '更新免费缩略图',
  'data.ingest': '运行数据导入',
  'data.refresh': '刷新数据源',
  'news.create': '新建新闻',
  'news.update': '修改新闻',
  'news.publish': '发布新闻',
  'news.unpublish': '下架新闻',
  'knowledge.create': '新建知识文章',
  'knowledge.update': '修改知识文章',
  'knowledge.publish': '发布知识文章',
  'knowledge.unpublish': '下架知识文章',
  'document_image.upload': '上传文档图片',
  'analysis.edit': '修改每日分析',
} as const;
export type AuditAction = keyof typeof auditActionLabels;
export const auditActions = Object.keys(auditActionLabels) as AuditAction[];

export function auditActionLabel(action: string): string {
  return (auditActionLabels as Record<string, string>)[action] ?? action;
}
