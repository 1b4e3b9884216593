// China's provincial-level divisions and their prefecture-level cities, with GB/T 2260
// codes (the 2023 edition; 莱芜 is part of 济南 since 2019). Complete for the provinces
// with a large steel industry the demo companies come from (北京, 天津, 河北, 辽宁, 上海,
// 江苏, 山东, 湖北, 广东); the others list their capital and two or three major cities.
// The municipalities list their districts; 湖北 lists its four directly administered
// county-level divisions after its cities. GB/T 2260 gives 台湾, 香港 and 澳门 no
// subdivisions, so their city list is empty (the address then stops at the province).

export type RegionSeed = { code: string; zh: string; en: string };

export type ProvinceSeed = RegionSeed & { cities: readonly RegionSeed[] };

const r = (code: string, zh: string, en: string): RegionSeed => ({ code, zh, en });

export const provinces: readonly ProvinceSeed[] = [
  {
    ...r('110000', '北京市', 'Beijing'),
    cities: [
      r('110101', '东城区', 'Dongcheng District'),
      r('110102', '西城区', 'Xicheng District'),
      r('110105', '朝阳区', 'Chaoyang District'),
      r('110106', '丰台区', 'Fengtai District'),
      r('110107', '石景山区', 'Shijingshan District'),
      r('110108', '海淀区', 'Haidian District'),
      r('110109', '门头沟区', 'Mentougou District'),
      r('110111', '房山区', 'Fangshan District'),
      r('110112', '通州区', 'Tongzhou District'),
      r('110113', '顺义区', 'Shunyi District'),
      r('110114', '昌平区', 'Changping District'),
      r('110115', '大兴区', 'Daxing District'),
      r('110116', '怀柔区', 'Huairou District'),
      r('110117', '平谷区', 'Pinggu District'),
      r('110118', '密云区', 'Miyun District'),
      r('110119', '延庆区', 'Yanqing District'),
    ],
  },
  {
    ...r('120000', '天津市', 'Tianjin'),
    cities: [
      r('120101', '和平区', 'Heping District'),
      r('120102', '河东区', 'Hedong District'),
      r('120103', '河西区', 'Hexi District'),
      r('120104', '南开区', 'Nankai District'),
      r('120105', '河北区', 'Hebei District'),
      r('120106', '红桥区', 'Hongqiao District'),
      r('120110', '东丽区', 'Dongli District'),
      r('120111', '西青区', 'Xiqing District'),
      r('120112', '津南区', 'Jinnan District'),
      r('120113', '北辰区', 'Beichen District'),
      r('120114', '武清区', 'Wuqing District'),
      r('120115', '宝坻区', 'Baodi District'),
      r('120116', '滨海新区', 'Binhai New Area'),
      r('120117', '宁河区', 'Ninghe District'),
      r('120118', '静海区', 'Jinghai District'),
      r('120119', '蓟州区', 'Jizhou District'),
    ],
  },
  {
    ...r('130000', '河北省', 'Hebei'),
    cities: [
      r('130100', '石家庄市', 'Shijiazhuang'),
      r('130200', '唐山市', 'Tangshan'),
      r('130300', '秦皇岛市', 'Qinhuangdao'),
      r('130400', '邯郸市', 'Handan'),
      r('130500', '邢台市', 'Xingtai'),
      r('130600', '保定市', 'Baoding'),
      r('130700', '张家口市', 'Zhangjiakou'),
      r('130800', '承德市', 'Chengde'),
      r('130900', '沧州市', 'Cangzhou'),
      r('131000', '廊坊市', 'Langfang'),
      r('131100', '衡水市', 'Hengshui'),
    ],
  },
  {
    ...r('140000', '山西省', 'Shanxi'),
    cities: [
      r('140100', '太原市', 'Taiyuan'),
      r('140200', '大同市', 'Datong'),
      r('140400', '长治市', 'Changzhi'),
      r('141000', '临汾市', 'Linfen'),
    ],
  },
  {
    ...r('150000', '内蒙古自治区', 'Inner Mongolia'),
    cities: [
      r('150100', '呼和浩特市', 'Hohhot'),
      r('150200', '包头市', 'Baotou'),
      r('150300', '乌海市', 'Wuhai'),
      r('150400', '赤峰市', 'Chifeng'),
    ],
  },
  {
    ...r('210000', '辽宁省', 'Liaoning'),
    cities: [
      r('210100', '沈阳市', 'Shenyang'),
      r('210200', '大连市', 'Dalian'),
      r('210300', '鞍山市', 'Anshan'),
      r('210400', '抚顺市', 'Fushun'),
      r('210500', '本溪市', 'Benxi'),
      r('210600', '丹东市', 'Dandong'),
      r('210700', '锦州市', 'Jinzhou'),
      r('210800', '营口市', 'Yingkou'),
      r('210900', '阜新市', 'Fuxin'),
      r('211000', '辽阳市', 'Liaoyang'),
      r('211100', '盘锦市', 'Panjin'),
      r('211200', '铁岭市', 'Tieling'),
      r('211300', '朝阳市', 'Chaoyang'),
      r('211400', '葫芦岛市', 'Huludao'),
    ],
  },
  {
    ...r('220000', '吉林省', 'Jilin'),
    cities: [
      r('220100', '长春市', 'Changchun'),
      r('220200', '吉林市', 'Jilin City'),
      r('220500', '通化市', 'Tonghua'),
    ],
  },
  {
    ...r('230000', '黑龙江省', 'Heilongjiang'),
    cities: [
      r('230100', '哈尔滨市', 'Harbin'),
      r('230200', '齐齐哈尔市', 'Qiqihar'),
      r('230600', '大庆市', 'Daqing'),
    ],
  },
  {
    ...r('310000', '上海市', 'Shanghai'),
    cities: [
      r('310101', '黄浦区', 'Huangpu District'),
      r('310104', '徐汇区', 'Xuhui District'),
      r('310105', '长宁区', 'Changning District'),
      r('310106', '静安区', "Jing'an District"),
      r('310107', '普陀区', 'Putuo District'),
      r('310109', '虹口区', 'Hongkou District'),
      r('310110', '杨浦区', 'Yangpu District'),
      r('310112', '闵行区', 'Minhang District'),
      r('310113', '宝山区', 'Baoshan District'),
      r('310114', '嘉定区', 'Jiading District'),
      r('310115', '浦东新区', 'Pudong New Area'),
      r('310116', '金山区', 'Jinshan District'),
      r('310117', '松江区', 'Songjiang District'),
      r('310118', '青浦区', 'Qingpu District'),
      r('310120', '奉贤区', 'Fengxian District'),
      r('310151', '崇明区', 'Chongming District'),
    ],
  },
  {
    ...r('320000', '江苏省', 'Jiangsu'),
    cities: [
      r('320100', '南京市', 'Nanjing'),
      r('320200', '无锡市', 'Wuxi'),
      r('320300', '徐州市', 'Xuzhou'),
      r('320400', '常州市', 'Changzhou'),
      r('320500', '苏州市', 'Suzhou'),
      r('320600', '南通市', 'Nantong'),
      r('320700', '连云港市', 'Lianyungang'),
      r('320800', '淮安市', "Huai'an"),
      r('320900', '盐城市', 'Yancheng'),
      r('321000', '扬州市', 'Yangzhou'),
      r('321100', '镇江市', 'Zhenjiang'),
      r('321200', '泰州市', 'Taizhou'),
      r('321300', '宿迁市', 'Suqian'),
    ],
  },
  {
    ...r('330000', '浙江省', 'Zhejiang'),
    cities: [
      r('330100', '杭州市', 'Hangzhou'),
      r('330200', '宁波市', 'Ningbo'),
      r('330300', '温州市', 'Wenzhou'),
      r('330400', '嘉兴市', 'Jiaxing'),
    ],
  },
  {
    ...r('340000', '安徽省', 'Anhui'),
    cities: [
      r('340100', '合肥市', 'Hefei'),
      r('340200', '芜湖市', 'Wuhu'),
      r('340500', '马鞍山市', "Ma'anshan"),
    ],
  },
  {
    ...r('350000', '福建省', 'Fujian'),
    cities: [
      r('350100', '福州市', 'Fuzhou'),
      r('350200', '厦门市', 'Xiamen'),
      r('350500', '泉州市', 'Quanzhou'),
    ],
  },
  {
    ...r('360000', '江西省', 'Jiangxi'),
    cities: [
      r('360100', '南昌市', 'Nanchang'),
      r('360400', '九江市', 'Jiujiang'),
      r('360500', '新余市', 'Xinyu'),
    ],
  },
  {
    ...r('370000', '山东省', 'Shandong'),
    cities: [
      r('370100', '济南市', 'Jinan'),
      r('370200', '青岛市', 'Qingdao'),
      r('370300', '淄博市', 'Zibo'),
      r('370400', '枣庄市', 'Zaozhuang'),
      r('370500', '东营市', 'Dongying'),
      r('370600', '烟台市', 'Yantai'),
      r('370700', '潍坊市', 'Weifang'),
      r('370800', '济宁市', 'Jining'),
      r('370900', '泰安市', "Tai'an"),
      r('371000', '威海市', 'Weihai'),
      r('371100', '日照市', 'Rizhao'),
      r('371300', '临沂市', 'Linyi'),
      r('371400', '德州市', 'Dezhou'),
      r('371500', '聊城市', 'Liaocheng'),
      r('371600', '滨州市', 'Binzhou'),
      r('371700', '菏泽市', 'Heze'),
    ],
  },
  {
    ...r('410000', '河南省', 'Henan'),
    cities: [
      r('410100', '郑州市', 'Zhengzhou'),
      r('410300', '洛阳市', 'Luoyang'),
      r('410500', '安阳市', 'Anyang'),
    ],
  },
  {
    ...r('420000', '湖北省', 'Hubei'),
    cities: [
      r('420100', '武汉市', 'Wuhan'),
      r('420200', '黄石市', 'Huangshi'),
      r('420300', '十堰市', 'Shiyan'),
      r('420500', '宜昌市', 'Yichang'),
      r('420600', '襄阳市', 'Xiangyang'),
      r('420700', '鄂州市', 'Ezhou'),
      r('420800', '荆门市', 'Jingmen'),
      r('420900', '孝感市', 'Xiaogan'),
      r('421000', '荆州市', 'Jingzhou'),
      r('421100', '黄冈市', 'Huanggang'),
      r('421200', '咸宁市', 'Xianning'),
      r('421300', '随州市', 'Suizhou'),
      r('422800', '恩施土家族苗族自治州', 'Enshi Tujia and Miao Autonomous Prefecture'),
      r('429004', '仙桃市', 'Xiantao'),
      r('429005', '潜江市', 'Qianjiang'),
      r('429006', '天门市', 'Tianmen'),
      r('429021', '神农架林区', 'Shennongjia Forestry District'),
    ],
  },
  {
    ...r('430000', '湖南省', 'Hunan'),
    cities: [
      r('430100', '长沙市', 'Changsha'),
      r('430200', '株洲市', 'Zhuzhou'),
      r('430300', '湘潭市', 'Xiangtan'),
      r('431300', '娄底市', 'Loudi'),
    ],
  },
  {
    ...r('440000', '广东省', 'Guangdong'),
    cities: [
      r('440100', '广州市', 'Guangzhou'),
      r('440200', '韶关市', 'Shaoguan'),
      r('440300', '深圳市', 'Shenzhen'),
      r('440400', '珠海市', 'Zhuhai'),
      r('440500', '汕头市', 'Shantou'),
      r('440600', '佛山市', 'Foshan'),
      r('440700', '江门市', 'Jiangmen'),
      r('440800', '湛江市', 'Zhanjiang'),
      r('440900', '茂名市', 'Maoming'),
      r('441200', '肇庆市', 'Zhaoqing'),
      r('441300', '惠州市', 'Huizhou'),
      r('441400', '梅州市', 'Meizhou'),
      r('441500', '汕尾市', 'Shanwei'),
      r('441600', '河源市', 'Heyuan'),
      r('441700', '阳江市', 'Yangjiang'),
      r('441800', '清远市', 'Qingyuan'),
      r('441900', '东莞市', 'Dongguan'),
      r('442000', '中山市', 'Zhongshan'),
      r('445100', '潮州市', 'Chaozhou'),
      r('445200', '揭阳市', 'Jieyang'),
      r('445300', '云浮市', 'Yunfu'),
    ],
  },
  {
    ...r('450000', '广西壮族自治区', 'Guangxi'),
    cities: [
      r('450100', '南宁市', 'Nanning'),
      r('450200', '柳州市', 'Liuzhou'),
      r('450600', '防城港市', 'Fangchenggang'),
    ],
  },
  {
    ...r('460000', '海南省', 'Hainan'),
    cities: [r('460100', '海口市', 'Haikou'), r('460200', '三亚市', 'Sanya')],
  },
  {
    ...r('500000', '重庆市', 'Chongqing'),
    cities: [
      r('500103', '渝中区', 'Yuzhong District'),
      r('500104', '大渡口区', 'Dadukou District'),
      r('500105', '江北区', 'Jiangbei District'),
      r('500115', '长寿区', 'Changshou District'),
    ],
  },
  {
    ...r('510000', '四川省', 'Sichuan'),
    cities: [
      r('510100', '成都市', 'Chengdu'),
      r('510400', '攀枝花市', 'Panzhihua'),
      r('510700', '绵阳市', 'Mianyang'),
    ],
  },
  {
    ...r('520000', '贵州省', 'Guizhou'),
    cities: [
      r('520100', '贵阳市', 'Guiyang'),
      r('520200', '六盘水市', 'Liupanshui'),
      r('520300', '遵义市', 'Zunyi'),
    ],
  },
  {
    ...r('530000', '云南省', 'Yunnan'),
    cities: [
      r('530100', '昆明市', 'Kunming'),
      r('530300', '曲靖市', 'Qujing'),
      r('530400', '玉溪市', 'Yuxi'),
    ],
  },
  {
    ...r('540000', '西藏自治区', 'Tibet'),
    cities: [r('540100', '拉萨市', 'Lhasa'), r('540200', '日喀则市', 'Xigaze')],
  },
  {
    ...r('610000', '陕西省', 'Shaanxi'),
    cities: [r('610100', '西安市', "Xi'an"), r('610300', '宝鸡市', 'Baoji'), r('610800', '榆林市', 'Yulin')],
  },
  {
    ...r('620000', '甘肃省', 'Gansu'),
    cities: [
      r('620100', '兰州市', 'Lanzhou'),
      r('620200', '嘉峪关市', 'Jiayuguan'),
      r('620300', '金昌市', 'Jinchang'),
    ],
  },
  {
    ...r('630000', '青海省', 'Qinghai'),
    cities: [r('630100', '西宁市', 'Xining'), r('630200', '海东市', 'Haidong')],
  },
  {
    ...r('640000', '宁夏回族自治区', 'Ningxia'),
    cities: [r('640100', '银川市', 'Yinchuan'), r('640200', '石嘴山市', 'Shizuishan')],
  },
  {
    ...r('650000', '新疆维吾尔自治区', 'Xinjiang'),
    cities: [r('650100', '乌鲁木齐市', 'Urumqi'), r('650200', '克拉玛依市', 'Karamay')],
  },
  { ...r('710000', '台湾省', 'Taiwan'), cities: [] },
  { ...r('810000', '香港特别行政区', 'Hong Kong SAR'), cities: [] },
  { ...r('820000', '澳门特别行政区', 'Macao SAR'), cities: [] },
];

/** Where the seeded companies are (user id → province and city codes). */
export const seededCompanyRegions: readonly { userId: number; province: string; city: string }[] = [
  { userId: 1, province: '310000', city: '310113' },
  { userId: 2, province: '310000', city: '310115' },
  { userId: 5, province: '370000', city: '371100' },
  { userId: 6, province: '440000', city: '440600' },
  { userId: 8, province: '320000', city: '320100' },
];
