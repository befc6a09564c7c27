import Avatar from '@mui/material/Avatar';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import type { SubordinateUser } from '@mepm/contract';
import { useFileUrl } from '../../../shared/files/use-file-url';

/** One subordinate: avatar (or the first letter of the name), name, account and department. */
export function SubordinateItem({ user }: { user: SubordinateUser }) {
  const src = useFileUrl(user.headIcon);
  const details = [user.account, user.departmentName, ...user.positionNames].filter(Boolean);
  return (
    <ListItem divider>
      <ListItemAvatar>
        <Avatar src={src} alt={user.realName}>
          {user.realName.slice(0, 1)}
        </Avatar>
      </ListItemAvatar>
      <ListItemText primary={user.realName} secondary={details.join(' · ')} />
    </ListItem>
  );
}
