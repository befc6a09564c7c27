import type { ReactNode } from 'react';
import ApartmentIcon from '@mui/icons-material/Apartment';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import BusinessIcon from '@mui/icons-material/Business';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import type { TreeNode } from './types';

export type OrgNodeType = 'company' | 'department' | 'position' | 'user';

/** An organisation tree node (company, department, position or user). */
export interface OrgNode extends TreeNode {
  type: OrgNodeType;
  /** The server's icon class name; the shell draws its own icon per type instead. */
  icon?: string;
  children?: readonly OrgNode[];
}

const ICONS: Record<OrgNodeType, ReactNode> = {
  company: <BusinessIcon fontSize="small" color="primary" />,
  department: <ApartmentIcon fontSize="small" color="action" />,
  position: <BadgeOutlinedIcon fontSize="small" color="action" />,
  user: <PersonOutlinedIcon fontSize="small" color="action" />,
};

export function orgNodeIcon(node: OrgNode): ReactNode {
  return ICONS[node.type];
}
