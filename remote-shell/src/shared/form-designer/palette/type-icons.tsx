import type { SvgIconComponent } from '@mui/icons-material';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ApartmentIcon from '@mui/icons-material/Apartment';
import ArrowDropDownCircleIcon from '@mui/icons-material/ArrowDropDownCircle';
import ArticleIcon from '@mui/icons-material/Article';
import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import BadgeIcon from '@mui/icons-material/Badge';
import BusinessIcon from '@mui/icons-material/Business';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import DateRangeIcon from '@mui/icons-material/DateRange';
import DomainIcon from '@mui/icons-material/Domain';
import DrawIcon from '@mui/icons-material/Draw';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import EventIcon from '@mui/icons-material/Event';
import FunctionsIcon from '@mui/icons-material/Functions';
import GroupsIcon from '@mui/icons-material/Groups';
import HorizontalRuleIcon from '@mui/icons-material/HorizontalRule';
import ImageIcon from '@mui/icons-material/Image';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import InputIcon from '@mui/icons-material/Input';
import LinkIcon from '@mui/icons-material/Link';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import MoreTimeIcon from '@mui/icons-material/MoreTime';
import NotesIcon from '@mui/icons-material/Notes';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PaletteIcon from '@mui/icons-material/Palette';
import PasswordIcon from '@mui/icons-material/Password';
import PersonIcon from '@mui/icons-material/Person';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PinIcon from '@mui/icons-material/Pin';
import PlaceIcon from '@mui/icons-material/Place';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import RadioButtonCheckedIcon from '@mui/icons-material/RadioButtonChecked';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ScheduleIcon from '@mui/icons-material/Schedule';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import TabIcon from '@mui/icons-material/Tab';
import TableChartIcon from '@mui/icons-material/TableChart';
import TextFieldsIcon from '@mui/icons-material/TextFields';
import TextSnippetIcon from '@mui/icons-material/TextSnippet';
import TitleIcon from '@mui/icons-material/Title';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import TuneIcon from '@mui/icons-material/Tune';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import UpdateIcon from '@mui/icons-material/Update';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import WorkIcon from '@mui/icons-material/Work';
import type { PALETTE_GROUPS } from '../model/palette';

type PaletteKey = (typeof PALETTE_GROUPS)[number]['keys'][number];

/** The icon beside each palette type; the type makes a type without one a compile error. */
export const TYPE_ICONS: Record<PaletteKey, SvgIconComponent> = {
  input: TextFieldsIcon,
  textarea: NotesIcon,
  number: PinIcon,
  amount: AttachMoneyIcon,
  password: PasswordIcon,
  switch: ToggleOnIcon,
  radio: RadioButtonCheckedIcon,
  checkbox: CheckBoxIcon,
  select: ArrowDropDownCircleIcon,
  cascader: AccountTreeIcon,
  treeSelect: AccountTreeIcon,
  date: EventIcon,
  time: ScheduleIcon,
  dateRange: DateRangeIcon,
  timeRange: MoreTimeIcon,
  colorPicker: PaletteIcon,
  rate: StarBorderIcon,
  slider: TuneIcon,
  editor: ArticleIcon,
  uploadFile: UploadFileIcon,
  uploadImage: ImageIcon,
  organizeSelect: BusinessIcon,
  departmentSelect: ApartmentIcon,
  positionSelect: WorkIcon,
  roleSelect: AdminPanelSettingsIcon,
  userSelect: PersonIcon,
  address: PlaceIcon,
  billRule: ReceiptLongIcon,
  table: TableChartIcon,
  relationForm: LinkIcon,
  relationFormAttr: InputIcon,
  popupSelect: OpenInNewIcon,
  popupAttr: InputIcon,
  calculate: FunctionsIcon,
  signature: DrawIcon,
  qrcode: QrCode2Icon,
  barcode: ViewWeekIcon,
  createUser: PersonAddIcon,
  createTime: EditCalendarIcon,
  modifyUser: ManageAccountsIcon,
  modifyTime: UpdateIcon,
  currOrganize: DomainIcon,
  currDepartment: GroupsIcon,
  currPosition: BadgeIcon,
  groupTitle: TitleIcon,
  divider: HorizontalRuleIcon,
  text: TextSnippetIcon,
  alert: InfoOutlinedIcon,
  row: ViewColumnIcon,
  card: CreditCardIcon,
  tab: TabIcon,
  collapse: UnfoldMoreIcon,
};
