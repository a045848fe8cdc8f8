<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>Card</name>
    <message>
        <source>Billing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Running time</source>
        <translation>运行时长</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>总费用</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>Host CPU</source>
        <translation>主机 CPU</translation>
    </message>
    <message>
        <source>Answer time</source>
        <translation>回答用时</translation>
    </message>
    <message>
        <source>Host memory</source>
        <translation>主机内存</translation>
    </message>
    <message>
        <source>Disks</source>
        <translation>磁盘</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Data storage</source>
        <translation>数据存储</translation>
    </message>
    <message numerus="yes">
        <source>within budget (%n price(s) assumed)</source>
        <translation>
            <numerusform>在预算内（%n 项价格为假设值）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>within budget on priced lines; %n line(s) unpriced</source>
        <translation>
            <numerusform>有价格的费用项在预算内；%n 项没有价格</numerusform>
        </translation>
    </message>
    <message>
        <source>No configuration in the catalog can run this.</source>
        <translation>价格目录中没有能运行此任务的配置。</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>Closest option (no option meets every requirement)</source>
        <translation>最接近的方案（没有方案能满足全部要求）</translation>
    </message>
    <message>
        <source>Selected alternative</source>
        <translation>所选备选方案</translation>
    </message>
    <message>
        <source>%1 vCPU (needs %2 vCPUs)</source>
        <translation>%1 个 vCPU（需要 %2 个 vCPU）</translation>
    </message>
    <message>
        <source>not in the catalog (needs %1 vCPUs)</source>
        <translation>价格目录未载明（需要 %1 个 vCPU）</translation>
    </message>
    <message>
        <source>%1 · Arm (aarch64)</source>
        <translation>%1 · Arm（aarch64）</translation>
    </message>
    <message>
        <source>%1 GB (rule: at least %2 GB)</source>
        <translation>%1 GB（规则：至少 %2 GB）</translation>
    </message>
    <message>
        <source>Needed: %1; the instance has %2 vCPU.</source>
        <translation>需要：%1；该实例有 %2 个 vCPU。</translation>
    </message>
    <message>
        <source>Needed: %1; the catalog does not say how many vCPUs the instance has.</source>
        <translation>需要：%1；价格目录未列出该实例的 vCPU 数。</translation>
    </message>
    <message>
        <source>An Arm CPU: the software must be built for aarch64 (the warnings say what that means for this server).</source>
        <translation>Arm 架构的 CPU：软件必须为 aarch64 构建（警告中说明了这对这台服务器意味着什么）。</translation>
    </message>
    <message>
        <source>Needed: %1; the instance has %2 GB.</source>
        <translation>需要：%1；该实例有 %2 GB。</translation>
    </message>
    <message>
        <source>Needed: %1; the catalog does not say how much memory the instance has.</source>
        <translation>需要：%1；价格目录未列出该实例的内存大小。</translation>
    </message>
    <message>
        <source>System disk %1 GB: %3 (%2 GB).</source>
        <translation>系统盘 %1 GB：%3（%2 GB）。</translation>
    </message>
    <message>
        <source>meets the deadline</source>
        <translation>满足截止时间</translation>
    </message>
    <message>
        <source>within budget</source>
        <translation>在预算之内</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %3 (%n instance(s))</source>
        <translation>
            <numerusform>%1 · %2 · %3（%n 台实例）</numerusform>
        </translation>
    </message>
    <message>
        <source>continuous (serving)</source>
        <translation>持续运行（推理服务）</translation>
    </message>
    <message>
        <source>%1 vCPU</source>
        <translation>%1 个 vCPU</translation>
    </message>
    <message>
        <source>%1 GB (needs %2 GB)</source>
        <translation>%1 GB（需要 %2 GB）</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>Change…</source>
        <translation>修改…</translation>
    </message>
    <message>
        <source>Go to the question this assumption answers.</source>
        <translation>转到这项假设所回答的问题。</translation>
    </message>
    <message>
        <source>not in the catalog (needs %1 GB)</source>
        <translation>价格目录未载明（需要 %1 GB）</translation>
    </message>
    <message>
        <source>Servers under %2 GB are refused (the leanest standard servers for these GPUs have that much); the host rule: %1; the instance has %3 GB.</source>
        <translation>内存低于 %2 GB 的服务器会被排除（这些 GPU 最精简的标准服务器也有这么多）；主机规则：%1；该实例有 %3 GB。</translation>
    </message>
    <message>
        <source>System disk %1 GB: the model and its checkpoints (the data is on the data disk, not here); data disk %2 GB: the data and the checkpoints kept.</source>
        <translation>系统盘 %1 GB：模型及其检查点（数据在数据盘上，不在这里）；数据盘 %2 GB：数据和保留的检查点。</translation>
    </message>
    <message>
        <source>%1 + %2 GB</source>
        <translation>%1 + %2 GB</translation>
    </message>
    <message>
        <source>System disk %1 GB, data disk %2 GB.</source>
        <translation>系统盘 %1 GB，数据盘 %2 GB。</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>打开…</translation>
    </message>
    <message>
        <source>Open a scenario or a saved answer.</source>
        <translation>打开一个场景或保存的答案。</translation>
    </message>
    <message>
        <source>Region: {0}</source>
        <translation>地域：{0}</translation>
    </message>
    <message>
        <source>Billing: {0}</source>
        <translation>计费方式：{0}</translation>
    </message>
    <message>
        <source>Time: {0}</source>
        <translation>时间：{0}</translation>
    </message>
    <message>
        <source>Total: {0}</source>
        <translation>总计：{0}</translation>
    </message>
    <message>
        <source>Per month: {0}</source>
        <translation>每月：{0}</translation>
    </message>
</context>
<context>
    <name>CatalogColumns</name>
    <message>
        <source>Question answered</source>
        <translation>所答问题</translation>
    </message>
    <message>
        <source>Basis</source>
        <translation>依据</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Instance type pattern</source>
        <translation>实例规格匹配式</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Publisher</source>
        <translation>发布方</translation>
    </message>
    <message>
        <source>Samples per second</source>
        <translation>每秒样本数</translation>
    </message>
    <message>
        <source>Source id</source>
        <translation>来源编号</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Address (URL)</source>
        <translation>网址（URL）</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Other names</source>
        <translation>别名</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Bandwidth (Gbit/s)</source>
        <translation>带宽（Gbit/s）</translation>
    </message>
    <message>
        <source>Base currency</source>
        <translation>基准货币</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>Frequency bucket</source>
        <translation>中断频率档</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>可信度</translation>
    </message>
    <message>
        <source>Cost factor</source>
        <translation>成本系数</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>国家</translation>
    </message>
    <message>
        <source>CPU cores per GPU, most</source>
        <translation>每卡 CPU 核数上限</translation>
    </message>
    <message>
        <source>CPU cores per GPU, least</source>
        <translation>每卡 CPU 核数下限</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Data disk, least (GB)</source>
        <translation>数据盘下限（GB）</translation>
    </message>
    <message>
        <source>Name shown</source>
        <translation>显示名称</translation>
    </message>
    <message>
        <source>Efficiency</source>
        <translation>效率</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>系列</translation>
    </message>
    <message>
        <source>FFN hidden size</source>
        <translation>FFN 隐藏层维度</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>规格形态</translation>
    </message>
    <message>
        <source>Forward GFLOPs per sample</source>
        <translation>每样本前向 GFLOPs</translation>
    </message>
    <message>
        <source>FP16 TFLOPS</source>
        <translation>FP16 TFLOPS</translation>
    </message>
    <message>
        <source>FP32 TFLOPS</source>
        <translation>FP32 TFLOPS</translation>
    </message>
    <message>
        <source>FP8 TFLOPS</source>
        <translation>FP8 TFLOPS</translation>
    </message>
    <message>
        <source>GFLOPs counted as</source>
        <translation>GFLOPs 计数口径</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Speed factor</source>
        <translation>速度系数</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>GPU family</source>
        <translation>GPU 架构</translation>
    </message>
    <message>
        <source>GPU memory (GB)</source>
        <translation>显存（GB）</translation>
    </message>
    <message>
        <source>Head size</source>
        <translation>注意力头维度</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>隐藏层维度</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <source>INT8 TOPS</source>
        <translation>INT8 TOPS</translation>
    </message>
    <message>
        <source>GPU link</source>
        <translation>GPU 互联</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Means</source>
        <translation>含义</translation>
    </message>
    <message>
        <source>Family, model or kind</source>
        <translation>系列、模型或类型</translation>
    </message>
    <message>
        <source>Latency, most (µs)</source>
        <translation>延迟上限（µs）</translation>
    </message>
    <message>
        <source>Latency, least (µs)</source>
        <translation>延迟下限（µs）</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>链路</translation>
    </message>
    <message>
        <source>Local disk (GB)</source>
        <translation>本地盘（GB）</translation>
    </message>
    <message>
        <source>Most IOPS</source>
        <translation>最大 IOPS</translation>
    </message>
    <message>
        <source>Longest sequence</source>
        <translation>最大序列长度</translation>
    </message>
    <message>
        <source>Memory bandwidth (GB/s)</source>
        <translation>显存带宽（GB/s）</translation>
    </message>
    <message>
        <source>Memory (GB)</source>
        <translation>显存（GB）</translation>
    </message>
    <message>
        <source>Efficiency (MFU)</source>
        <translation>算力利用率（MFU）</translation>
    </message>
    <message>
        <source>Least budget factor</source>
        <translation>最低预算系数</translation>
    </message>
    <message>
        <source>Fewest GPUs</source>
        <translation>最少 GPU 数</translation>
    </message>
    <message>
        <source>Active experts</source>
        <translation>激活专家数</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>专家数</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>包月价</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV 头数</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>English name</source>
        <translation>英文名</translation>
    </message>
    <message>
        <source>Chinese name</source>
        <translation>中文名</translation>
    </message>
    <message>
        <source>Network (Gbit/s)</source>
        <translation>网络（Gbit/s）</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Published run</source>
        <translation>公开的训练运行</translation>
    </message>
    <message>
        <source>Decision-tree case</source>
        <translation>决策树情形</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>GPU names starting with</source>
        <translation>GPU 名称开头</translation>
    </message>
    <message>
        <source>GPU counts</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <source>Count per server</source>
        <translation>数量按每台服务器计</translation>
    </message>
    <message>
        <source>NVLink (GB/s)</source>
        <translation>NVLink（GB/s）</translation>
    </message>
    <message>
        <source>On-demand per hour</source>
        <translation>按量每小时</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Active parameters</source>
        <translation>激活参数量</translation>
    </message>
    <message>
        <source>From parameters</source>
        <translation>参数量起点</translation>
    </message>
    <message>
        <source>Training script</source>
        <translation>训练脚本</translation>
    </message>
    <message>
        <source>Model name in the script</source>
        <translation>脚本中的模型名称</translation>
    </message>
    <message>
        <source>Training run</source>
        <translation>训练任务</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>天数</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>词语</translation>
    </message>
    <message>
        <source>Interruptions</source>
        <translation>中断次数</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>采用</translation>
    </message>
    <message>
        <source>Prices you typed (and when)</source>
        <translation>您输入的价格（及日期）</translation>
    </message>
    <message>
        <source>Size, up to (GiB)</source>
        <translation>容量上限（GiB）</translation>
    </message>
    <message>
        <source>Size, at least (GiB)</source>
        <translation>容量下限（GiB）</translation>
    </message>
    <message>
        <source>Speed (MB/s)</source>
        <translation>速度（MB/s）</translation>
    </message>
    <message>
        <source>Speed added per GiB (MB/s)</source>
        <translation>每 GiB 增加的速度（MB/s）</translation>
    </message>
    <message>
        <source>Speed, most (MB/s)</source>
        <translation>速度上限（MB/s）</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>每秒读写次数（IOPS）</translation>
    </message>
    <message>
        <source>IOPS added per GiB</source>
        <translation>每 GiB 增加的 IOPS</translation>
    </message>
    <message>
        <source>IOPS, most</source>
        <translation>IOPS 上限</translation>
    </message>
    <message>
        <source>Software stack</source>
        <translation>软件栈</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <source>Compute capability</source>
        <translation>计算能力</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>First PyTorch release</source>
        <translation>最早支持的 PyTorch 版本</translation>
    </message>
    <message>
        <source>Last PyTorch release</source>
        <translation>最后支持的 PyTorch 版本</translation>
    </message>
    <message>
        <source>Current PyTorch runs it</source>
        <translation>当前 PyTorch 可运行</translation>
    </message>
    <message>
        <source>PyTorch index</source>
        <translation>PyTorch 安装索引</translation>
    </message>
    <message>
        <source>vLLM index</source>
        <translation>vLLM 安装索引</translation>
    </message>
    <message>
        <source>Sliding window (tokens)</source>
        <translation>滑动窗口（token）</translation>
    </message>
    <message>
        <source>Sliding-window layers</source>
        <translation>滑动窗口层数</translation>
    </message>
    <message>
        <source>Hugging Face repository</source>
        <translation>Hugging Face 仓库</translation>
    </message>
    <message>
        <source>Download needs licence</source>
        <translation>下载需接受许可</translation>
    </message>
    <message>
        <source>Published weights&apos; precision</source>
        <translation>发布权重的精度</translation>
    </message>
    <message>
        <source>Purpose</source>
        <translation>用途</translation>
    </message>
    <message>
        <source>CPU architecture</source>
        <translation>CPU 架构</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU 型号</translation>
    </message>
    <message>
        <source>Provider&apos;s image for Arm</source>
        <translation>云厂商的 Arm 镜像</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>PCIe generation</source>
        <translation>PCIe 代数</translation>
    </message>
    <message>
        <source>Policy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>Preset id</source>
        <translation>预设编号</translation>
    </message>
    <message>
        <source>Price per GB-month</source>
        <translation>每 GB·月价格</translation>
    </message>
    <message>
        <source>Price per GB</source>
        <translation>每 GB 价格</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>产品</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Quote currency</source>
        <translation>报价货币</translation>
    </message>
    <message>
        <source>RAM (GB)</source>
        <translation>内存（GB）</translation>
    </message>
    <message>
        <source>RAM per GPU, most (GB)</source>
        <translation>每卡内存上限（GB）</translation>
    </message>
    <message>
        <source>RAM per GPU, least (GB)</source>
        <translation>每卡内存下限（GB）</translation>
    </message>
    <message>
        <source>RAM × GPU memory, most</source>
        <translation>内存/显存倍数上限</translation>
    </message>
    <message>
        <source>RAM × GPU memory, least</source>
        <translation>内存/显存倍数下限</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>Rate, high (% a month)</source>
        <translation>中断率上限（每月 %）</translation>
    </message>
    <message>
        <source>Rate, low (% a month)</source>
        <translation>中断率下限（每月 %）</translation>
    </message>
    <message>
        <source>RDMA</source>
        <translation>RDMA</translation>
    </message>
    <message>
        <source>Fabric between servers</source>
        <translation>服务器间互联网络</translation>
    </message>
    <message>
        <source>GPU-direct (fast network)</source>
        <translation>GPU 直连（高速网络）</translation>
    </message>
    <message>
        <source>Price anomaly</source>
        <translation>价格异常</translation>
    </message>
    <message>
        <source>Read speed (MB/s)</source>
        <translation>读取速度（MB/s）</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Reserved 1 year, per hour</source>
        <translation>预留 1 年每小时</translation>
    </message>
    <message>
        <source>Reserved 3 years, per hour</source>
        <translation>预留 3 年每小时</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>规则集</translation>
    </message>
    <message>
        <source>Saving (%)</source>
        <translation>节省（%）</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Spot per hour</source>
        <translation>竞价每小时</translation>
    </message>
    <message>
        <source>System disk (GB)</source>
        <translation>系统盘（GB）</translation>
    </message>
    <message>
        <source>System disk × model size</source>
        <translation>系统盘/模型大小倍数</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation>功耗（W）</translation>
    </message>
    <message>
        <source>TF32 TFLOPS</source>
        <translation>TF32 TFLOPS</translation>
    </message>
    <message>
        <source>Speed measured</source>
        <translation>速度口径</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>档位</translation>
    </message>
    <message>
        <source>From (GB a month)</source>
        <translation>起（每月 GB）</translation>
    </message>
    <message>
        <source>To (GB a month)</source>
        <translation>止（每月 GB）</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>vCPUs</source>
        <translation>vCPU 数</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <source>Vocabulary size</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>负载类型</translation>
    </message>
</context>
<context>
    <name>CatalogEditor</name>
    <message>
        <source>Catalog editor</source>
        <translation>价格目录编辑器</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>价格目录</translation>
    </message>
    <message>
        <source>&amp;Catalog</source>
        <translation>价格目录(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>&amp;Add row</source>
        <translation>添加行(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Delete rows</source>
        <translation>删除行(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Import CSV…</source>
        <translation>导入 CSV(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Export tables…</source>
        <translation>导出表格(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Update prices…</source>
        <translation>更新价格(&amp;U)…</translation>
    </message>
    <message>
        <source>&amp;Merge bundled updates…</source>
        <translation>合并内置更新(&amp;M)…</translation>
    </message>
    <message>
        <source>&amp;Reset to bundled…</source>
        <translation>恢复为内置目录(&amp;R)…</translation>
    </message>
    <message>
        <source>Re&amp;load from disk</source>
        <translation>从磁盘重新加载(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message numerus="yes">
        <source>Cannot delete: “%1” is still used by %n row(s) of %3.</source>
        <translation>
            <numerusform>无法删除：“%1”仍被 %3 中的 %n 行使用。</numerusform>
        </translation>
    </message>
    <message>
        <source>Not changed — %1</source>
        <translation>未修改 — %1</translation>
    </message>
    <message>
        <source>Select a row to duplicate</source>
        <translation>请先选择要复制的行</translation>
    </message>
    <message>
        <source>The search “%1” was cleared to show the new row.</source>
        <translation>已清除搜索“%1”，以显示新行。</translation>
    </message>
    <message>
        <source>Catalog changed on disk</source>
        <translation>磁盘上的价格目录已被修改</translation>
    </message>
    <message>
        <source>Another program or window saved the catalog after you opened it.
Overwrite it with your version, or reload theirs (your unsaved edits are lost)?</source>
        <translation>在您打开之后，另一个程序或窗口保存了价格目录。
用您的版本覆盖它，还是重新加载对方的版本（您未保存的修改将丢失）？</translation>
    </message>
    <message>
        <source>Not saved:</source>
        <translation>未保存：</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <source>Could not write the recovery copy: %1</source>
        <translation>无法写入恢复副本：%1</translation>
    </message>
    <message>
        <source>Restore unsaved edits?</source>
        <translation>恢复未保存的修改？</translation>
    </message>
    <message>
        <source>The catalog editor closed with unsaved edits (copy from %1).
Restore them? They stay unsaved until you save.</source>
        <translation>价格目录编辑器上次关闭时有未保存的修改（副本时间 %1）。
要恢复吗？恢复后在您保存之前仍为未保存状态。</translation>
    </message>
    <message>
        <source>Restore unsaved edits</source>
        <translation>恢复未保存的修改</translation>
    </message>
    <message>
        <source>Unsaved edits restored</source>
        <translation>已恢复未保存的修改</translation>
    </message>
    <message>
        <source>The catalog was changed by another program; reloaded.</source>
        <translation>价格目录已被其他程序修改，已重新加载。</translation>
    </message>
    <message>
        <source>Another program or window saved the catalog while you have unsaved edits.
Reload theirs (your edits are lost) or keep yours (you will be asked again before saving over theirs)?</source>
        <translation>您有未保存的修改时，另一个程序或窗口保存了价格目录。
重新加载对方的版本（您的修改将丢失），还是保留您的修改（覆盖对方版本前会再次询问）？</translation>
    </message>
    <message>
        <source>The catalog on disk was changed by another program; your edits are kept and saving will ask before overwriting it.</source>
        <translation>磁盘上的价格目录已被其他程序修改；您的修改已保留，保存时会先询问是否覆盖。</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>重新加载</translation>
    </message>
    <message>
        <source>Discard your unsaved edits and reload from disk?</source>
        <translation>放弃未保存的修改并从磁盘重新加载？</translation>
    </message>
    <message>
        <source>Import CSV</source>
        <translation>导入 CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV 文件 (*.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>导入 %1</translation>
    </message>
    <message>
        <source>Export the catalog tables to</source>
        <translation>将价格目录表格导出到</translation>
    </message>
    <message>
        <source>Overwrite?</source>
        <translation>覆盖？</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) (exists|exist) already in that folder. Overwrite them?</source>
        <translation>
            <numerusform>该文件夹中已有 %n 个同名文件。要覆盖吗？</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n new row(s)</source>
        <translation>
            <numerusform>%1：%n 个新行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n row(s) brought up to date (you had not changed them)</source>
        <translation>
            <numerusform>%1：%n 行更新为新版本（您未修改过这些行）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n row(s) (differs|differ) from the bundled ones — yours are kept</source>
        <translation>
            <numerusform>%1：%n 行与内置数据不同 — 保留您的数据</numerusform>
        </translation>
    </message>
    <message>
        <source>Take these updates into your catalog?</source>
        <translation>要把这些更新合并到您的价格目录吗？</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n table(s) to %1</source>
        <translation>
            <numerusform>已将 %n 个表格导出到 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Du&amp;plicate row</source>
        <translation>复制行(&amp;P)</translation>
    </message>
    <message>
        <source>The search “%1” was cleared and the filters set back to All to show the new row.</source>
        <translation>已清除搜索“%1”，并将筛选恢复为“全部”，以显示新行。</translation>
    </message>
    <message>
        <source>The filters were set back to All to show the new row.</source>
        <translation>已将筛选恢复为“全部”，以显示新行。</translation>
    </message>
    <message>
        <source>Saved to your catalog</source>
        <translation>已保存到您的价格目录</translation>
    </message>
    <message>
        <source>Replace your catalog by the one bundled with the app? A backup copy of yours is kept.</source>
        <translation>用软件内置的价格目录替换您的目录？您的目录会保留一份备份。</translation>
    </message>
    <message>
        <source>Your unsaved edits are lost.</source>
        <translation>您未保存的修改将丢失。</translation>
    </message>
    <message>
        <source>Reset to bundled</source>
        <translation>恢复为内置目录</translation>
    </message>
    <message>
        <source>Reset. Your previous catalog is in %1</source>
        <translation>已恢复。您之前的目录保存在 %1</translation>
    </message>
    <message>
        <source>Your catalog has every bundled row.</source>
        <translation>您的目录已包含全部内置数据行。</translation>
    </message>
    <message>
        <source>Merge bundled updates</source>
        <translation>合并内置更新</translation>
    </message>
    <message>
        <source>Unsaved edits</source>
        <translation>未保存的修改</translation>
    </message>
    <message>
        <source>Save your edits to the catalog before closing?</source>
        <translation>关闭前保存对价格目录的修改？</translation>
    </message>
</context>
<context>
    <name>CatalogLocators</name>
    <message>
        <source>least-absolute-deviation fit on 25 published training runs, leave-one-out checked</source>
        <translation>对 25 个公开训练记录做最小绝对偏差拟合，并经留一法检验</translation>
    </message>
    <message>
        <source>ResNet-50 on one A100-80GB, mixed precision: 2470 images/s x 4.1 GMACs x 2 x 3 = 60.8 TFLOPS of 312</source>
        <translation>单张 A100-80GB 上的 ResNet-50（混合精度）：每秒 2,470 张图片 × 4.1 GMACs × 2 × 3 = 60.8 TFLOPS（峰值 312）</translation>
    </message>
    <message>
        <source>by definition: one GPU runs at full efficiency</source>
        <translation>按定义：单卡以 100% 效率运行</translation>
    </message>
    <message>
        <source>from the rdma/llm rows</source>
        <translation>由 rdma/llm 各行推得</translation>
    </message>
    <message>
        <source>from the rdma/cv row and the network classes&apos; bandwidths</source>
        <translation>由 rdma/cv 行和各网络类别的带宽推得</translation>
    </message>
    <message>
        <source>from the rdma/llm row and the network classes&apos; bandwidths</source>
        <translation>由 rdma/llm 行和各网络类别的带宽推得</translation>
    </message>
    <message>
        <source>from the rdma/llm 2048 row and the network classes&apos; bandwidths</source>
        <translation>由 rdma/llm 2048 卡一行和各网络类别的带宽推得</translation>
    </message>
    <message>
        <source>size of the number format</source>
        <translation>数值格式本身的字节数</translation>
    </message>
    <message>
        <source>about 1.3-2 characters per token, middle value</source>
        <translation>每个 token 约 1.3–2 个字符，取中间值</translation>
    </message>
    <message>
        <source>CUDA context and buffers, about 1-2 GB per GPU</source>
        <translation>CUDA 上下文和缓冲区，每卡约 1–2 GB</translation>
    </message>
    <message>
        <source>the page cache holds what the training process leaves free</source>
        <translation>页缓存容纳训练进程剩下的内存</translation>
    </message>
    <message>
        <source>GB to GiB</source>
        <translation>GB 换算为 GiB</translation>
    </message>
    <message>
        <source>least-squares fit on 25 published training runs, leave-one-out checked</source>
        <translation>对 25 个公开训练记录做最小二乘拟合，并经留一法检验</translation>
    </message>
    <message>
        <source>least-absolute-deviation fit on the published training runs of bench/fit_cases.py, leave-one-out checked</source>
        <translation>对 bench/fit_cases.py 中的公开训练记录做最小绝对偏差拟合，并经留一法检验</translation>
    </message>
    <message>
        <source>bench/accuracy.py: the fastest calibration run by the engine&apos;s own FLOP count: Phi-2 on 96 A100-80GB at 0.696 of the dense peak, Foundry MPT-7B on 8 A100 0.643, llm.c GPT-2 124M 0.638</source>
        <translation>bench/accuracy.py：按本引擎自身的计算量口径，最快的校准训练：Phi-2 在 96 张 A100-80GB 上达到稠密峰值的 0.696，Foundry MPT-7B 在 8 张 A100 上 0.643，llm.c GPT-2 124M 0.638</translation>
    </message>
    <message>
        <source>fitted on MLPerf ResNet-50, 8 GPUs of each model</source>
        <translation>以 MLPerf ResNet-50（每种 GPU 各 8 卡）拟合</translation>
    </message>
    <message>
        <source>FP32 logits for a stable softmax and cross-entropy</source>
        <translation>以 FP32 保存 logits，使 softmax 和交叉熵数值稳定</translation>
    </message>
    <message>
        <source>runtime overhead about 1-2 GB per GPU</source>
        <translation>运行时开销每卡约 1–2 GB</translation>
    </message>
    <message>
        <source>Llama 2 7B with rank 16 on all 7 projections = 40M of 6.74B</source>
        <translation>Llama 2 7B 在全部 7 个投影上使用秩 16：6.74B 参数中的 40M</translation>
    </message>
    <message>
        <source>from the 6ND rule</source>
        <translation>由 6ND 规则推得</translation>
    </message>
    <message>
        <source>reference size of the size term: 10B parameters</source>
        <translation>规模项的参考规模：100 亿参数</translation>
    </message>
    <message>
        <source>least-absolute-deviation fit on the 25 published runs before the data-parallel term, held since</source>
        <translation>在加入数据并行项之前对 25 个公开记录做最小绝对偏差拟合，此后保持不变</translation>
    </message>
    <message>
        <source>the RDMA network class: 100 Gbit/s</source>
        <translation>RDMA 网络类别：100 Gbit/s</translation>
    </message>
    <message>
        <source>share of a recommendation model&apos;s parameters that are dense</source>
        <translation>推荐模型参数中稠密部分所占比例</translation>
    </message>
    <message>
        <source>Criteo click-log layout: 26 categorical features per sample</source>
        <translation>Criteo 点击日志格式：每个样本 26 个类别特征</translation>
    </message>
    <message>
        <source>bench/accuracy.py: the leave-one-publisher-out errors of the LoRA calibration runs are about three times as spread as those of the pre-training runs, median 32% against 10%</source>
        <translation>bench/accuracy.py：LoRA 校准记录按发布者留出的误差，离散程度约为预训练记录的三倍（中位数 32% 对 10%）</translation>
    </message>
    <message>
        <source>a calibration run &quot;near&quot; an estimate: same GPU family, model size within this factor</source>
        <translation>与估算“相近”的校准记录：同一 GPU 系列，模型规模相差在此倍数以内</translation>
    </message>
    <message>
        <source>largest calibration run: Llama 3.1 405B on 16,384 H100</source>
        <translation>最大的校准记录：Llama 3.1 405B，16,384 张 H100</translation>
    </message>
    <message>
        <source>issue 28: held-back runs of models under 1B: RoBERTa-large 5.2x, GPT-2 124M 2.2x, Phi-1.5 2.2x off</source>
        <translation>开发议题 28：留出的 10 亿参数以下模型的记录偏差为 RoBERTa-large 5.2 倍、GPT-2 124M 2.2 倍、Phi-1.5 2.2 倍</translation>
    </message>
    <message>
        <source>bench/fit_cases.py CHECKED and SantaCoder: engine / published GPU-hours before this factor, i.e. the speed they reached over the speed the engine gave: 0.386, 0.543, 0.556 for Megatron-LM and 0.563 for SantaCoder: geometric mean per publisher 0.488 and 0.563, of the two 0.524</source>
        <translation>bench/fit_cases.py 的核对记录与 SantaCoder：加入此系数前估算与公开 GPU 小时数之比，即它们实际达到的速度与估算速度之比：Megatron-LM 为 0.386、0.543、0.556，SantaCoder 为 0.563；按发布者取几何平均为 0.488 和 0.563，两者的几何平均为 0.524</translation>
    </message>
    <message>
        <source>bench/accuracy_moe.py: least-squares fit in log of six published mixture-of-experts runs against the engine&apos;s dense estimate, FP8 gaining only on the compute share</source>
        <translation>bench/accuracy_moe.py：以六个公开的混合专家训练记录相对本应用稠密估算的比值，做对数最小二乘拟合，FP8 只加速计算部分</translation>
    </message>
    <message>
        <source>least-absolute-deviation fit on the published training runs of bench/fit_cases.py with the MLPerf Llama 2 70B LoRA (8 GPUs) and Llama 3.1 405B (512 GPUs) GPU-to-GPU ratios, leave-one-out checked</source>
        <translation>对 bench/fit_cases.py 中的公开训练记录，连同 MLPerf Llama 2 70B LoRA（8 卡）与 Llama 3.1 405B（512 卡）的 GPU 间比值，做最小绝对偏差拟合，并经留一法检验</translation>
    </message>
    <message>
        <source>a step is never all memory-bound: small models keep some matrix work</source>
        <translation>训练步不会完全受显存带宽限制：小模型也保留部分矩阵计算</translation>
    </message>
    <message>
        <source>the scenario format&apos;s example request</source>
        <translation>场景文件格式中的示例请求</translation>
    </message>
    <message>
        <source>the Volta class factor is measured on BERT-large at 128 and 512 tokens</source>
        <translation>Volta 类系数是在 128 和 512 个 token 的 BERT-large 上测得的</translation>
    </message>
    <message>
        <source>LoRA fine-tuning of 7B-13B models</source>
        <translation>对 7B–13B 模型做 LoRA 微调</translation>
    </message>
    <message>
        <source>PCIe 40% vs NVLink 15% for a 6.7B LLM</source>
        <translation>6.7B 语言模型：PCIe 通信开销 40%，NVLink 15%</translation>
    </message>
    <message>
        <source>H100 trains 2-3x faster than A100</source>
        <translation>H100 训练速度是 A100 的 2–3 倍</translation>
    </message>
    <message>
        <source>BF16 mixed precision</source>
        <translation>BF16 混合精度</translation>
    </message>
    <message>
        <source>A100 80GB for training up to 70B</source>
        <translation>A100 80GB 可训练至多 70B 的模型</translation>
    </message>
    <message>
        <source>8-GPU NVLink servers: 8卡全互联</source>
        <translation>8 卡 NVLink 服务器：8卡全互联</translation>
    </message>
    <message>
        <source>8*A100 training GPT-3 6.7B: communication overhead rises to 40% over PCIe</source>
        <translation>8*A100 训练 GPT-3 6.7B：经 PCIe 通信开销升至 40%</translation>
    </message>
    <message>
        <source>8*A100 training GPT-3 6.7B: communication overhead about 15% with NVLink</source>
        <translation>8*A100 训练 GPT-3 6.7B：用 NVLink 通信开销约 15%</translation>
    </message>
    <message>
        <source>7B is its typical case: LoRA 7B, 7B inference</source>
        <translation>7B 是文中的典型规模：LoRA 7B、7B 推理</translation>
    </message>
    <message>
        <source>training on spot instances, 20-30% of the on-demand price, with checkpoints to tolerate interruptions</source>
        <translation>训练任务用竞价实例，价格是按需实例的 20%-30%，配合 checkpoint 机制可容忍中断</translation>
    </message>
    <message>
        <source>spot instances save 30-50%</source>
        <translation>使用竞价实例可节省 30-50% 成本</translation>
    </message>
    <message>
        <source>Qwen2.5-7B: multilingual, Chinese and English among 29 languages</source>
        <translation>Qwen2.5-7B：支持 29 种以上语言，包括中文和英文</translation>
    </message>
    <message>
        <source>GPU matrix: V100-32G for mid-sized training</source>
        <translation>GPU 选型矩阵：V100-32G 用于中等规模训练</translation>
    </message>
    <message>
        <source>GPU matrix: T4 for entry-level trials</source>
        <translation>GPU 选型矩阵：T4 用于入门试验</translation>
    </message>
    <message>
        <source>§1.1 (RL: low compute and low bandwidth demand)</source>
        <translation>§1.1（强化学习：算力需求低、带宽需求低）</translation>
    </message>
    <message>
        <source>§1.1 (recommendation: medium compute, high bandwidth and IO)</source>
        <translation>§1.1（推荐系统：算力中等，带宽和 IO 需求高）</translation>
    </message>
    <message>
        <source>§1.1 (recommendation: medium compute, high memory bandwidth)</source>
        <translation>§1.1（推荐系统：算力中等，显存带宽需求高）</translation>
    </message>
    <message>
        <source>§1.1 (reinforcement learning: low GPU compute demand)</source>
        <translation>§1.1（强化学习：GPU 算力需求低）</translation>
    </message>
    <message>
        <source>§3.1 (NetworkArchitecture)</source>
        <translation>§3.1（NetworkArchitecture）</translation>
    </message>
    <message>
        <source>§3.1 (RDMA 100 Gbps vs TCP 25 Gbps)</source>
        <translation>§3.1（RDMA 100 Gbps 与 TCP 25 Gbps 对比）</translation>
    </message>
    <message>
        <source>§3.1 (RDMA 100 Gbps vs standard 10 Gbps)</source>
        <translation>§3.1（RDMA 100 Gbps 与普通 10 Gbps 对比）</translation>
    </message>
    <message>
        <source>§5.1 (8*A800-80G, linear speed-up 7.6 on 8 GPUs)</source>
        <translation>§5.1（8*A800-80G，8 卡线性加速比 7.6）</translation>
    </message>
    <message>
        <source>§5.1 (CV on NVLink 5%)</source>
        <translation>§5.1（CV 任务用 NVLink 通信开销 5%）</translation>
    </message>
    <message>
        <source>§5.2 (16*A800-80G, 200 Gbps RDMA: communication overhead 12%)</source>
        <translation>§5.2（16*A800-80G，200 Gbps RDMA：通信开销 12%）</translation>
    </message>
    <message>
        <source>a policy network is trained whole</source>
        <translation>策略网络整体训练</translation>
    </message>
    <message>
        <source>the same share as close_tolerance</source>
        <translation>与 close_tolerance 相同的比例</translation>
    </message>
</context>
<context>
    <name>CatalogTableModel</name>
    <message>
        <source>% per month</source>
        <translation>% / 月</translation>
    </message>
    <message>
        <source>% of the pay-as-you-go price</source>
        <translation>按量价格的百分比</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>GB per month</source>
        <translation>GB / 月</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>GFLOPs per sample</source>
        <translation>每个样本的 GFLOPs</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>块 GPU</translation>
    </message>
    <message>
        <source>Gbit/s</source>
        <translation>Gbit/s</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>TFLOPS</source>
        <translation>TFLOPS</translation>
    </message>
    <message>
        <source>TFLOPS (dense)</source>
        <translation>TFLOPS（稠密）</translation>
    </message>
    <message>
        <source>TOPS (dense)</source>
        <translation>TOPS（稠密）</translation>
    </message>
    <message>
        <source>W</source>
        <translation>瓦</translation>
    </message>
    <message>
        <source>cores</source>
        <translation>核</translation>
    </message>
    <message>
        <source>%1 per GB</source>
        <translation>%1 / GB</translation>
    </message>
    <message>
        <source>%1 per GB per month</source>
        <translation>%1 / GB / 月</translation>
    </message>
    <message>
        <source>%1 per hour</source>
        <translation>%1 / 小时</translation>
    </message>
    <message>
        <source>%1 per month</source>
        <translation>%1 / 月</translation>
    </message>
    <message>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <source>fraction of the dense peak</source>
        <translation>稠密峰值的比例</translation>
    </message>
    <message>
        <source>interruptions</source>
        <translation>次中断</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>个参数</translation>
    </message>
    <message>
        <source>samples per second, all GPUs together</source>
        <translation>每秒样本数（所有 GPU 合计）</translation>
    </message>
    <message>
        <source>× the modelled utilisation</source>
        <translation>× 模型估算的利用率</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>微秒</translation>
    </message>
    <message>
        <source>× GPU memory</source>
        <translation>× 显存</translation>
    </message>
    <message>
        <source>× model size</source>
        <translation>× 模型大小</translation>
    </message>
    <message>
        <source>× standard</source>
        <translation>× 标准</translation>
    </message>
    <message>
        <source>currency</source>
        <translation>该行币种</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <source>%1 (copy %2)</source>
        <translation>%1（副本 %2）</translation>
    </message>
    <message>
        <source>Add a row to “%1”</source>
        <translation>向“%1”添加一行</translation>
    </message>
    <message>
        <source>your edit (cited as “%1”)</source>
        <translation>您的修改（引用编号“%1”）</translation>
    </message>
    <message>
        <source>Stale: this row is dated %1, more than %2 days ago.</source>
        <translation>已过时：此行日期为 %1，已超过 %2 天。</translation>
    </message>
    <message>
        <source>Quoted to you (%1) on %2; the row&apos;s other prices keep their source.</source>
        <translation>%1 向您报价的价格，日期 %2；本行其他价格仍沿用原来源。</translation>
    </message>
    <message>
        <source>Your own price, typed on %1; the row&apos;s other prices keep their source.</source>
        <translation>您自己输入的价格（%1）；本行其他价格仍沿用原来源。</translation>
    </message>
    <message>
        <source>From the row&apos;s source (%1), dated %2.</source>
        <translation>来自本行的来源（%1），日期 %2。</translation>
    </message>
    <message>
        <source>Added by you (not in the bundled catalog).</source>
        <translation>由您添加（内置目录中没有）。</translation>
    </message>
    <message>
        <source>Changed by you (differs from the bundled catalog).</source>
        <translation>由您修改（与内置目录不同）。</translation>
    </message>
    <message>
        <source>Source: %1, a value typed in this editor.</source>
        <translation>来源：%1，即在本编辑器中输入的值。</translation>
    </message>
    <message>
        <source>The prices of this row you typed yourself or were quoted, each with its date. Kept by the editor as you type a price (undone with it); not typed here.</source>
        <translation>本行中由您自己输入或向您报价的价格，各附日期。输入价格时由编辑器自动记录（撤销时一并撤销）；不能在此直接输入。</translation>
    </message>
    <message>
        <source>Unit: %1</source>
        <translation>单位：%1</translation>
    </message>
    <message>
        <source>%1 %2 (quoted)</source>
        <translation>%1 %2（报价）</translation>
    </message>
    <message>
        <source>your edit</source>
        <translation>您的修改</translation>
    </message>
    <message>
        <source>your edit, %1</source>
        <translation>您的修改，%1</translation>
    </message>
    <message>
        <source>Line %1 of %2 (line 1 holds the column names)</source>
        <translation>%2 的第 %1 行（第 1 行为列名）</translation>
    </message>
    <message>
        <source>Earlier notes, about the previous price (%1): %2</source>
        <translation>之前的备注（针对之前的价格 %1）：%2</translation>
    </message>
    <message>
        <source>%1 GPUs: a fraction of a GPU (a vGPU slice) is kept in the catalog but never recommended; this row will be left out of recommendations.</source>
        <translation>%1 个 GPU：不足整数的 GPU（vGPU 切片）会保留在目录中，但从不推荐；此行将不参与推荐。</translation>
    </message>
    <message>
        <source>edit “%1” (row %2)</source>
        <translation>编辑“%1”（第 %2 行）</translation>
    </message>
    <message>
        <source>the spot price %1 is above the on-demand price %2 (the catalog calls spot dearer than on-demand anomalous)</source>
        <translation>竞价价格 %1 高于按量价格 %2（目录将竞价贵于按量视为异常）</translation>
    </message>
    <message>
        <source>it is more than ×%1 the previous price %2, up or down (often a slip of unit)</source>
        <translation>与之前的价格 %2 相差超过 ×%1（上调或下调，常是单位写错）</translation>
    </message>
    <message>
        <source>Check “%1” (row %2): %3. Stored; undo (Ctrl+Z) if this was a slip.</source>
        <translation>请核对“%1”（第 %2 行）：%3。已保存；如是误输入，请撤销（Ctrl+Z）。</translation>
    </message>
</context>
<context>
    <name>CatalogTables</name>
    <message>
        <source>Providers</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>Instances</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Data transfer</source>
        <translation>数据传输</translation>
    </message>
    <message>
        <source>Instance network</source>
        <translation>实例网络</translation>
    </message>
    <message>
        <source>Network fabrics</source>
        <translation>服务器间网络类型</translation>
    </message>
    <message>
        <source>Exchange rates</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>Model presets</source>
        <translation>模型预设</translation>
    </message>
    <message>
        <source>Efficiency</source>
        <translation>算力利用率</translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation>扩展效率</translation>
    </message>
    <message>
        <source>Host sizing</source>
        <translation>主机配置规则</translation>
    </message>
    <message>
        <source>Spot interruptions</source>
        <translation>竞价中断率</translation>
    </message>
    <message>
        <source>Spot rules</source>
        <translation>竞价规则</translation>
    </message>
    <message>
        <source>Estimate defaults</source>
        <translation>估算默认值</translation>
    </message>
    <message>
        <source>Answers for “I don&apos;t know”</source>
        <translation>“我不知道”的假设答案</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>GPU names</source>
        <translation>GPU 名称</translation>
    </message>
    <message>
        <source>Measured throughput</source>
        <translation>实测吞吐量</translation>
    </message>
    <message>
        <source>Calibration runs</source>
        <translation>校准运行</translation>
    </message>
    <message>
        <source>GPU class speed</source>
        <translation>GPU 类别速度</translation>
    </message>
    <message>
        <source>GPU decision tree</source>
        <translation>GPU 选型决策树</translation>
    </message>
    <message>
        <source>GPU support</source>
        <translation>GPU 支持</translation>
    </message>
    <message>
        <source>Instance purposes</source>
        <translation>实例用途</translation>
    </message>
    <message>
        <source>Instance CPUs</source>
        <translation>实例 CPU</translation>
    </message>
    <message>
        <source>Instance disks</source>
        <translation>实例云盘</translation>
    </message>
    <message>
        <source>Node failures</source>
        <translation>节点故障</translation>
    </message>
    <message>
        <source>Model search words</source>
        <translation>模型搜索用词</translation>
    </message>
    <message>
        <source>Disk speed by size</source>
        <translation>按容量的云盘速度</translation>
    </message>
    <message>
        <source>Training scripts</source>
        <translation>训练脚本</translation>
    </message>
</context>
<context>
    <name>CatalogTitles</name>
    <message>
        <source>China Foreign Exchange Trade System (CFETS) / SAFE central parity, as transcribed in a public tax-calculator data table</source>
        <translation>中国外汇交易中心 / 国家外汇管理局公布的人民币汇率中间价（转录自一份公开的个税计算器数据表）</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>Cost against training hours</source>
        <translation>费用与训练时长</translation>
    </message>
    <message>
        <source>Training time (hours, log scale)</source>
        <translation>训练时长（小时，对数刻度）</translation>
    </message>
    <message>
        <source>Cost (log scale)</source>
        <translation>费用（对数刻度）</translation>
    </message>
    <message>
        <source>deadline</source>
        <translation>截止时间</translation>
    </message>
    <message>
        <source>budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>GPUs serving the load (log scale)</source>
        <translation>承担负载的 GPU 数（对数刻度）</translation>
    </message>
    <message>
        <source>Cost of the job (%1)</source>
        <translation>任务总费用（%1）</translation>
    </message>
    <message>
        <source>Cost per month (%1)</source>
        <translation>每月费用（%1）</translation>
    </message>
    <message>
        <source>{0} dearer options above the view: scroll to zoom out</source>
        <translation>视图上方还有 {0} 个更贵的方案：滚动鼠标滚轮可缩小查看</translation>
    </message>
    <message>
        <source>1 dearer option above the view: scroll to zoom out</source>
        <translation>视图上方还有 1 个更贵的方案：滚动鼠标滚轮可缩小查看</translation>
    </message>
    <message>
        <source>Per month (%1)</source>
        <translation>每月费用（%1）</translation>
    </message>
    <message>
        <source>Billing modes: cost against hours used per month</source>
        <translation>计费方式：每月费用与每月使用小时数</translation>
    </message>
    <message>
        <source>Hours used in a month</source>
        <translation>每月使用小时数</translation>
    </message>
    <message>
        <source>break-even %1 h</source>
        <translation>盈亏平衡点 %1 小时</translation>
    </message>
    <message>
        <source>Cost breakdown</source>
        <translation>费用构成</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>No recommendation: {0}</source>
        <translation>没有推荐：{0}</translation>
    </message>
    <message>
        <source>Servers: {0} × {1} ({2}, {3}), {4}; billing: {5}</source>
        <translation>服务器：{0} × {1}（{2}，{3}），{4}；计费：{5}</translation>
    </message>
    <message>
        <source>Time: {0}</source>
        <translation>用时：{0}</translation>
    </message>
    <message>
        <source> (misses the deadline)</source>
        <translation>（超出截止时间）</translation>
    </message>
    <message>
        <source>Cost: {0} a month</source>
        <translation>费用：每月 {0}</translation>
    </message>
    <message>
        <source>Cost: {0} in total</source>
        <translation>费用：合计 {0}</translation>
    </message>
    <message>
        <source>Cost: {0} in total, {1} per month</source>
        <translation>费用：合计 {0}，每月 {1}</translation>
    </message>
    <message>
        <source> (over budget)</source>
        <translation>（超出预算）</translation>
    </message>
    <message>
        <source>; some lines have no price</source>
        <translation>；部分项目没有价格</translation>
    </message>
    <message>
        <source>System disk: {0}</source>
        <translation>系统盘：{0}</translation>
    </message>
    <message>
        <source>; an Arm CPU: software built for aarch64</source>
        <translation>；Arm 架构 CPU：需要为 aarch64 构建的软件</translation>
    </message>
    <message>
        <source>Cost lines:</source>
        <translation>费用明细：</translation>
    </message>
    <message>
        <source> (included)</source>
        <translation>（已含在服务器价格内）</translation>
    </message>
    <message>
        <source> (assumed price)</source>
        <translation>（假设价格）</translation>
    </message>
    <message>
        <source> ({0})</source>
        <translation>（{0}）</translation>
    </message>
    <message>
        <source>Exchange rate: {0} {1} (dated {2})</source>
        <translation>汇率：{0} {1}（{2}）</translation>
    </message>
    <message>
        <source>Alternatives:</source>
        <translation>备选方案：</translation>
    </message>
    <message>
        <source>{0} × {1} ({2}, {3}, {4}): {5}</source>
        <translation>{0} × {1}（{2}，{3}，{4}）：{5}</translation>
    </message>
    <message>
        <source>, about {0} expected</source>
        <translation>，预计约 {0}</translation>
    </message>
    <message>
        <source> ⚠ deadline at risk</source>
        <translation> ⚠ 截止时间有风险</translation>
    </message>
    <message>
        <source>Tip: {0}</source>
        <translation>提示：{0}</translation>
    </message>
    <message>
        <source>{0} × {1} ({2}, {3}, {4} × {5})</source>
        <translation>{0} × {1}（{2}，{3}，{4} × {5}）</translation>
    </message>
    <message>
        <source>{0} × {1} ({2}, {3}, {4} × {5}): {6}</source>
        <translation>{0} × {1}（{2}，{3}，{4} × {5}）：{6}</translation>
    </message>
    <message>
        <source> — the same type, priced in {0} with {2} × {3} (price dated {1})</source>
        <translation> — 同一型号在{0}有价格，配 {2} × {3}（价格日期 {1}）</translation>
    </message>
    <message>
        <source>If it runs as slowly as the likely range allows, it takes {0}: {1} times the deadline of {2}.</source>
        <translation>若按可能范围内最慢的情况运行，需 {0}：是截止时间 {2}的 {1} 倍。</translation>
    </message>
    <message>
        <source>If it runs as slowly as the likely range allows, it takes {0}: {1} ({2}) past the deadline of {3}.</source>
        <translation>若按可能范围内最慢的情况运行，需 {0}：比 {3}的截止时间晚 {1}（{2}）。</translation>
    </message>
    <message>
        <source>Misses the deadline of {0}: takes {1} times as long.</source>
        <extracomment>an alternative&apos;s hours are written just before this (&quot;¥1,371, about 7.1 hours expected — …&quot;)</extracomment>
        <translation>用时是截止时间 {0}的 {1} 倍。</translation>
    </message>
    <message>
        <source>Misses the deadline of {0} by {1} ({2}).</source>
        <extracomment>an alternative&apos;s hours are written just before this; {1}: how much later, {2} as a percentage</extracomment>
        <translation>比 {0}的截止时间晚 {1}（{2}）。</translation>
    </message>
    <message>
        <source>If it runs as slowly as the likely range allows, it costs {0} a month: {1} times the monthly budget of {2}.</source>
        <translation>若按可能范围内最慢的情况运行，每月费用为 {0}：是月预算 {2} 的 {1} 倍。</translation>
    </message>
    <message>
        <source>If it runs as slowly as the likely range allows, it costs {0}: {1} times the budget of {2}.</source>
        <translation>若按可能范围内最慢的情况运行，费用为 {0}：是预算 {2} 的 {1} 倍。</translation>
    </message>
    <message>
        <source>If it runs as slowly as the likely range allows, it costs {0} a month: {1} ({2}) over the monthly budget of {3}.</source>
        <translation>若按可能范围内最慢的情况运行，每月费用为 {0}：超出 {3} 的月预算 {1}（{2}）。</translation>
    </message>
    <message>
        <source>If it runs as slowly as the likely range allows, it costs {0}: {1} ({2}) over the budget of {3}.</source>
        <translation>若按可能范围内最慢的情况运行，费用为 {0}：超出 {3} 的预算 {1}（{2}）。</translation>
    </message>
    <message>
        <source>Costs {0} times the monthly budget of {1}.</source>
        <translation>费用是月预算 {1} 的 {0} 倍。</translation>
    </message>
    <message>
        <source>Costs {0} times the budget of {1}.</source>
        <translation>费用是预算 {1} 的 {0} 倍。</translation>
    </message>
    <message>
        <source>Over the monthly budget of {0} by {1} ({2}).</source>
        <extracomment>an alternative&apos;s cost is written just before this; {1}: the amount over, {2} as a percentage</extracomment>
        <translation>超出 {0} 的月预算 {1}（{2}）。</translation>
    </message>
    <message>
        <source>Over the budget of {0} by {1} ({2}).</source>
        <translation>超出 {0} 的预算 {1}（{2}）。</translation>
    </message>
    <message>
        <source> — {0}</source>
        <translation> —— {0}</translation>
    </message>
    <message>
        <source>wrote {0}</source>
        <translation>已写入 {0}</translation>
    </message>
    <message>
        <source>Answers you left open, and what was assumed:</source>
        <translation>您没有回答的问题，以及采用的假设：</translation>
    </message>
    <message>
        <source>Host per server: {0}, memory {1}, system disk {4}, data disk {5} on {6}, network {7} Gbit/s ({8})</source>
        <translation>每台服务器的主机配置：{0}，内存{1}，系统盘 {4}，数据盘 {5}（{6}），网络 {7} Gbit/s（{8}）</translation>
    </message>
    <message>
        <source>Warning: {0}</source>
        <translation>注意：{0}</translation>
    </message>
    <message>
        <source>These fit too, but have no price yet (enter the price you were quoted):</source>
        <translation>以下配置也能运行，但尚无价格（请录入您拿到的报价）：</translation>
    </message>
    <message>
        <source>… and {0} more</source>
        <translation>……另有 {0} 项</translation>
    </message>
</context>
<context>
    <name>CompareWindow</name>
    <message>
        <source>Compare answers</source>
        <translation>比较答案</translation>
    </message>
    <message>
        <source>B − A</source>
        <translation>B − A</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <source>Hours to finish</source>
        <translation>完成所需小时</translation>
    </message>
    <message>
        <source>Export as &amp;CSV…</source>
        <translation>导出为 &amp;CSV…</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>总费用</translation>
    </message>
    <message>
        <source>Export as &amp;PDF…</source>
        <translation>导出为 &amp;PDF…</translation>
    </message>
    <message>
        <source>Cost lines of A</source>
        <translation>A 的费用明细</translation>
    </message>
    <message>
        <source>Cost lines of B</source>
        <translation>B 的费用明细</translation>
    </message>
    <message>
        <source>Cost against hours, both answers:</source>
        <translation>两个答案的费用与时长：</translation>
    </message>
    <message>
        <source>Open an answer</source>
        <translation>打开答案</translation>
    </message>
    <message>
        <source>Scenarios and saved answers (*.json)</source>
        <translation>场景和保存的答案 (*.json)</translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation>正在读取 {0}…</translation>
    </message>
    <message>
        <source>This file cannot be compared, so side %1 is as it was.</source>
        <translation>这个文件无法用于对比，方案 %1 保持不变。</translation>
    </message>
    <message>
        <source>Something went wrong while reading this answer, so the comparison is as it was. The details are in gpu-advisor.log in the data folder.</source>
        <translation>读取这个方案时出错，比较保持原样。详细信息已写入数据文件夹中的 gpu-advisor.log。</translation>
    </message>
    <message>
        <source>Total cost (%1)</source>
        <translation>总费用（%1）</translation>
    </message>
    <message>
        <source>Open both sides to see how they differ.</source>
        <translation>打开两边的答案即可看到差异。</translation>
    </message>
    <message>
        <source>included</source>
        <translation>已包含</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>Both answers are services, running all month: they are compared by their cost per month, capacity and answer times (at left). A chart of cost against hours is for trainings.</source>
        <translation>两个答案都是整月运行的服务：左侧按每月费用、承载能力和回答用时对比。费用随小时变化的图只用于训练。</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export comparison</source>
        <translation>导出比较</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Import %1</source>
        <translation>导入 %1</translation>
    </message>
    <message>
        <source>Merge: add new rows, update rows with the same key</source>
        <translation>合并：添加新行，更新键相同的行</translation>
    </message>
    <message>
        <source>Replace the whole table with the file</source>
        <translation>用文件替换整个表格</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>Problems:</source>
        <translation>问题：</translation>
    </message>
    <message>
        <source>Rows in the file:</source>
        <translation>文件中的行：</translation>
    </message>
    <message numerus="yes">
        <source>Replace %n price(s) of your own with the file&apos;s (listed above; kept unless ticked)</source>
        <translation>
            <numerusform>用文件中的价格替换您自己的 %n 个价格（已列在上方；不勾选则保留）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove %n row(s) with prices of your own that the file leaves out (listed above; kept unless ticked)</source>
        <translation>
            <numerusform>删除文件中没有的 %n 行您自己的价格（已列在上方；不勾选则保留）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and remove the %n row(s) of your own it leaves out</source>
        <translation>
            <numerusform>，并删除文件中没有的 %n 行您自己的价格</numerusform>
        </translation>
    </message>
    <message>
        <source>Your own price replaced: %1, %2 %3 (%4) → %5</source>
        <translation>您自己的价格将被替换：%1，%2 %3（%4）→ %5</translation>
    </message>
    <message>
        <source>Your own price kept: %1, %2 %3 (%4); the file&apos;s: %5</source>
        <translation>保留您自己的价格：%1，%2 %3（%4）；文件中为 %5</translation>
    </message>
    <message>
        <source>Your own prices&apos; row removed: %1 (not in the file)</source>
        <translation>已删除您自己价格所在的行：%1（文件中没有）</translation>
    </message>
    <message>
        <source>Your own prices&apos; row kept: %1 (not in the file)</source>
        <translation>保留您自己价格所在的行：%1（文件中没有）</translation>
    </message>
    <message>
        <source>Big change %1: %2 %3, on-demand %4 → %5, spot %6 → %7</source>
        <translation>大幅变动 %1：%2 %3，按量 %4 → %5，竞价 %6 → %7</translation>
    </message>
    <message numerus="yes">
        <source>Apply the %n price(s) that move by more than ×%1 up or down (listed first above; often a slip of unit in the file)</source>
        <translation>
            <numerusform>应用涨跌超过 ×%1 的 %n 个价格（已列在上方最前面；这通常是文件中的单位错误）</numerusform>
        </translation>
    </message>
    <message>
        <source>Table “%1”, read as %2: %3 new, %4 changed, %5 unchanged rows.</source>
        <translation>表格“%1”，按 %2 读取：新增 %3 行，修改 %4 行，未变 %5 行。</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) not in the file will be removed.</source>
        <translation>
            <numerusform>文件中没有的 %n 行将被删除。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n value(s) of the catalog will be cleared by empty cells of the file.</source>
        <translation>
            <numerusform>文件中的空单元格将清空目录中的 %n 个值。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The file lacks %n required column(s) (%1): only its own columns of these rows change, and a price it changes becomes your own, dated today.</source>
        <translation>
            <numerusform>文件缺少 %n 个必需的列（%1）：这些行只更新文件中有的列；文件改动的价格算作您自己的价格，日期为今天。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The file cannot be imported: %n problem(s). Nothing will change.</source>
        <translation>
            <numerusform>无法导入该文件：发现 %n 个问题。不会做任何修改。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The file lacks %n required column(s) (%1), so it can only update instances your catalog has: correct the rows listed, or remove them from the file.</source>
        <translation>
            <numerusform>文件缺少 %n 个必需的列（%1），因此只能更新目录中已有的实例：请更正所列的行，或把它们从文件中删除。</numerusform>
        </translation>
    </message>
    <message>
        <source>Replacing the whole table needs every required column; to update only the file&apos;s columns, merge it.</source>
        <translation>替换整个表格需要所有必需的列；如只想更新文件中有的列，请选择合并。</translation>
    </message>
</context>
<context>
    <name>JobDialog</name>
    <message>
        <source>Job</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Job name</source>
        <translation>任务名称</translation>
    </message>
    <message>
        <source>Always on (a service)</source>
        <translation>常开（服务）</translation>
    </message>
    <message>
        <source>Follows the task: a service runs all month; a training or fine-tune runs the times a month given above.</source>
        <translation>随任务而定：推理服务整月运行；训练或微调按上面填写的每月次数运行。</translation>
    </message>
    <message>
        <source>A plan prices all its jobs in the plan&apos;s currency.</source>
        <translation>计划中的所有任务都按计划的币种计价。</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Runs per month</source>
        <translation>每月运行次数</translation>
    </message>
    <message>
        <source>Give the job a name: the month and its notes name each job.</source>
        <translation>请为任务命名：月度结果和说明会按名称提到每个任务。</translation>
    </message>
    <message>
        <source>Another job of this plan is called “{0}”: give this one its own name.</source>
        <translation>本计划中已有名为“{0}”的任务，请给这个任务另起一个名称。</translation>
    </message>
    <message>
        <source>Fix the answers marked in red first ({0}): the job would be priced without them.</source>
        <translation>请先改正标红的回答（{0}）：否则这个任务会在缺少它们的情况下计价。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>JobsTable</name>
    <message>
        <source>Jobs of the month, priced</source>
        <translation>本月任务及费用</translation>
    </message>
</context>
<context>
    <name>LaunchExport</name>
    <message>
        <source>%1 is a file, not a folder.</source>
        <translation>%1 是文件，不是文件夹。</translation>
    </message>
    <message>
        <source>Cannot write into %1 (%2).</source>
        <translation>无法写入 %1（%2）。</translation>
    </message>
    <message>
        <source>This option rents part of a GPU; launch files need whole GPUs.</source>
        <translation>此方案租用的是部分 GPU；启动文件需要整张 GPU。</translation>
    </message>
    <message>
        <source>The model does not fit on %1 in this configuration, so launch files would fail; choose another option.</source>
        <translation>在此配置下模型装不进 %1，启动文件会运行失败；请选择其他方案。</translation>
    </message>
    <message>
        <source>This option has %1 servers, and the Ultralytics yolo command trains on the GPUs of one server only; choose an option with one server.</source>
        <translation>该选项有 %1 台服务器，而 Ultralytics 的 yolo 命令只在一台服务器的 GPU 上训练；请选择只有一台服务器的选项。</translation>
    </message>
    <message>
        <source>There is no configuration to launch yet.</source>
        <translation>还没有可以启动的配置。</translation>
    </message>
    <message>
        <source>La&amp;unch files…</source>
        <translation>启动文件(&amp;U)…</translation>
    </message>
    <message>
        <source>Write the files that start this configuration: SkyPilot, DeepSpeed and torchrun for training, vLLM for serving, with a README in English and Chinese</source>
        <translation>生成启动此配置的文件：训练用 SkyPilot、DeepSpeed 和 torchrun，推理服务用 vLLM，并附中英文说明（README）</translation>
    </message>
    <message>
        <source>Export launch files</source>
        <translation>导出启动文件</translation>
    </message>
    <message>
        <source>Nothing to export</source>
        <translation>没有可导出的内容</translation>
    </message>
    <message>
        <source>Answer the questions first: there is no result yet.</source>
        <translation>请先回答问题：目前还没有结果。</translation>
    </message>
    <message>
        <source>No launch files</source>
        <translation>无法生成启动文件</translation>
    </message>
    <message>
        <source>Folder for the launch files</source>
        <translation>启动文件的保存文件夹</translation>
    </message>
    <message>
        <source>%1 already has %2 of these files (%3). Replace them?</source>
        <translation>%1 中已有其中 %2 个文件（%3）。要替换吗？</translation>
    </message>
    <message>
        <source>Replace launch files?</source>
        <translation>替换启动文件？</translation>
    </message>
    <message>
        <source>Not exported</source>
        <translation>未导出</translation>
    </message>
    <message>
        <source>Wrote %1 files to %2. SkyPilot does not support this provider, so there is no launcher file: README.md says how to start the servers and the job by hand.</source>
        <translation>已将 %1 个文件写入 %2。SkyPilot 不支持该云厂商，因此没有启动器文件：README.zh-CN.md 说明了如何手动开服务器并启动任务。</translation>
    </message>
    <message>
        <source>Wrote %1 files to %2. README.md says how to start the job.</source>
        <translation>已将 %1 个文件写入 %2。README.zh-CN.md 说明了如何启动任务。</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Launch files for this configuration: File → Export launch files… in the app, or gpu-advisor recommend SCENARIO.json --launch DIR. A README in English and Chinese says how to start the job.</source>
        <translation>此配置的启动文件：在软件中选择 文件 → 导出启动文件…，或运行 gpu-advisor recommend 方案.json --launch 目录。附带的中英文 README 说明如何启动任务。</translation>
    </message>
    <message>
        <source>SkyPilot cannot start %1 on %2: no launcher file; the servers are started in the provider&apos;s console and the job with the files below.</source>
        <translation>SkyPilot 无法在%2上开出 %1：没有启动器文件；请在云厂商控制台开出服务器，再用下列文件启动任务。</translation>
    </message>
    <message>
        <source>SkyPilot does not support %1: no launcher file; the servers are started in the provider&apos;s console and the job with the files below.</source>
        <translation>SkyPilot 不支持 %1：没有启动器文件；请在云厂商控制台开出服务器，再用下列文件启动任务。</translation>
    </message>
    <message>
        <source>SkyPilot task on %1: servers: %2, each %3:%4; spot: %5; the Ultralytics yolo command on the server.</source>
        <translation>%1 上的 SkyPilot 任务：服务器 %2 台，每台 %3:%4；竞价实例：%5；在服务器上运行 Ultralytics 的 yolo 命令。</translation>
    </message>
    <message>
        <source>SkyPilot task on %1: servers: %2, each %3:%4; spot: %5; one torchrun per server.</source>
        <translation>%1 上的 SkyPilot 任务：服务器 %2 台，每台 %3:%4；竞价实例：%5；每台服务器运行一个 torchrun。</translation>
    </message>
    <message>
        <source>SkyPilot service on %1: replicas: %2, each %3:%4; spot: %5.</source>
        <translation>%1 上的 SkyPilot 服务：副本 %2 个，每个 %3:%4；竞价实例：%5。</translation>
    </message>
    <message>
        <source>torchvision&apos;s classification reference script</source>
        <translation>torchvision 的分类参考脚本</translation>
    </message>
    <message>
        <source>YOLOv5&apos;s train.py</source>
        <translation>YOLOv5 的 train.py</translation>
    </message>
    <message>
        <source>the Ultralytics yolo command</source>
        <translation>Ultralytics 的 yolo 命令</translation>
    </message>
    <message>
        <source>Training program: %1, %2; %3 images per GPU × %4 data-parallel ranks = %5 per step.</source>
        <translation>训练程序：%1，%2；每块 GPU %3 张图像 × %4 个数据并行进程 = 每步 %5 张。</translation>
    </message>
    <message>
        <source>DeepSpeed: ZeRO stage %1, tensor parallel %2, %3; micro-batch %4 × gradient accumulation %5 × %6 data-parallel ranks = %7 sequences per step (the estimate&apos;s global batch: %8 tokens).</source>
        <translation>DeepSpeed：ZeRO 阶段 %1，张量并行 %2，%3；微批 %4 × 梯度累积 %5 × %6 个数据并行进程 = 每步 %7 个序列（估算所用的全局批：%8 个 token）。</translation>
    </message>
    <message>
        <source>DeepSpeed: ZeRO stage %1, tensor parallel %2, %3; micro-batch %4 × gradient accumulation %5 × %6 data-parallel ranks = %7 per step (the planned global batch).</source>
        <translation>DeepSpeed：ZeRO 阶段 %1，张量并行 %2，%3；微批 %4 × 梯度累积 %5 × %6 个数据并行进程 = 每步 %7（计划的全局批大小）。</translation>
    </message>
    <message>
        <source>Checkpoints after every pass over the data (the script&apos;s own).</source>
        <translation>每遍历一遍数据后保存检查点（由脚本自己保存）。</translation>
    </message>
    <message>
        <source>Checkpoints every %1 steps: the whole job is about %2 steps, no longer than the %3 planned between checkpoints, so the files save every half job and write at least one before the end.</source>
        <translation>每 %1 步保存检查点：整个任务约 %2 步，不超过计划的检查点间隔 %3 步，因此这些文件每半个任务保存一次，保证结束前至少保存一个检查点。</translation>
    </message>
    <message>
        <source>Checkpoints every %1 steps: the %2 h interval the estimate assumed against node failures.</source>
        <translation>每 %1 步保存检查点：即估算针对节点故障所用的 %2 小时间隔。</translation>
    </message>
    <message>
        <source>Checkpoints every %1 steps: the %2 h interval the spot estimate assumed.</source>
        <translation>每 %1 步保存检查点：即竞价实例估算所用的 %2 小时间隔。</translation>
    </message>
    <message>
        <source>Checkpoints every %1 steps.</source>
        <translation>每 %1 步保存检查点。</translation>
    </message>
    <message>
        <source>vllm serve: tensor parallel %1; model copies per server: %2; up to %3 concurrent sequences per copy.</source>
        <translation>vllm serve：张量并行 %1；每台服务器的模型副本：%2 个；每个副本最多 %3 个并发序列。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Catalog problems</source>
        <translation>价格目录问题</translation>
    </message>
    <message>
        <source>Your catalog could not be loaded; the bundled one is used.</source>
        <translation>无法加载您的价格目录，已改用内置目录。</translation>
    </message>
    <message>
        <source>Catalog %1: %2 instance types from %3 providers, %4 GPU models</source>
        <translation>价格目录 %1：%3 家云厂商的 %2 种实例规格，%4 种 GPU 型号</translation>
    </message>
    <message>
        <source> · This version of the app brings catalog updates: Catalog → Merge bundled updates…</source>
        <translation> · 本版本应用带来了价格目录更新：价格目录 → 合并内置更新…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New scenario</source>
        <translation>新建方案(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Export proposal as &amp;PDF…</source>
        <translation>导出方案为 &amp;PDF…</translation>
    </message>
    <message>
        <source>Export proposal as &amp;CSV…</source>
        <translation>导出方案为 &amp;CSV…</translation>
    </message>
    <message>
        <source>Export &amp;launch files…</source>
        <translation>导出启动文件(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Team plan…</source>
        <translation>团队计划(&amp;T)…</translation>
    </message>
    <message>
        <source>Co&amp;mpare with…</source>
        <translation>与…比较(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>E&amp;dit</source>
        <translation>编辑(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Edit catalog…</source>
        <translation>编辑价格目录(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Update prices…</source>
        <translation>更新价格(&amp;U)…</translation>
    </message>
    <message>
        <source>&amp;Merge bundled updates…</source>
        <translation>合并内置更新(&amp;M)…</translation>
    </message>
    <message>
        <source>&amp;Reload catalog</source>
        <translation>重新加载价格目录(&amp;R)</translation>
    </message>
    <message>
        <source>Open catalog &amp;folder</source>
        <translation>打开目录文件夹(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>偏好设置(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>System</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;How it works</source>
        <translation>使用说明(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>关于(&amp;A)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>1. Answer the questions on the left; “I don&apos;t know” is always allowed and the result says what was assumed.
2. The recommendation on the right updates as you type.
3. Drag the red deadline line or the green budget line on the chart to see other trade-offs; click a point to inspect it.
4. Catalog → Edit catalog… to enter your own negotiated prices.
5. File → Export proposal as PDF… for decision makers, or as CSV… for your spreadsheet; Launch files… under the card writes the files that start the configuration it shows.
6. File → Team plan… prices a month of several jobs in one budget; File → Compare with… puts this answer beside another.</source>
        <translation>1. 回答左侧的问题；随时可以勾选“我不知道”，结果会说明采用了哪些假设。
2. 右侧的推荐会随输入实时更新。
3. 在图表上拖动红色的截止时间线或绿色的预算线，查看其他取舍；点击某个点查看详情。
4. 通过“价格目录 → 编辑价格目录…”录入您自己谈下的价格。
5. 通过“文件 → 导出方案为 PDF…”生成给决策者的方案，或用“导出方案为 CSV…”生成电子表格用的数据；推荐卡片下方的“启动文件…”会写出启动卡片所示配置的文件。
6. “文件 → 团队计划…”在同一预算内为一个月的多项任务计价；“文件 → 与…比较”把当前答案与另一个答案并排比较。</translation>
    </message>
    <message>
        <source>No result yet: some answers need attention on the page(s) %1 (marked in red).</source>
        <translation>暂无结果：%1页上有回答需要修改（已标红）。</translation>
    </message>
    <message>
        <source>Waiting for answers</source>
        <translation>等待回答</translation>
    </message>
    <message>
        <source>No result yet: the answers cannot be computed.</source>
        <translation>暂无结果：这些回答无法计算。</translation>
    </message>
    <message>
        <source>Something went wrong while computing this recommendation, so no result is shown. Changing an answer tries again; “Copy details” copies what happened for a bug report.</source>
        <translation>计算推荐方案时出错，因此不显示结果。修改任一回答会重新计算；“复制详情”可复制出错经过，用于报告问题。</translation>
    </message>
    <message>
        <source>Not computed</source>
        <translation>未计算</translation>
    </message>
    <message>
        <source>%1 configurations compared in %2 ms</source>
        <translation>%2 毫秒内比较了 %1 种配置</translation>
    </message>
    <message>
        <source>Loading the catalog…</source>
        <translation>正在加载价格目录…</translation>
    </message>
    <message>
        <source>Catal&amp;og</source>
        <translation>价格目录(&amp;O)</translation>
    </message>
    <message>
        <source>S&amp;ettings</source>
        <translation>设置(&amp;E)</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>正在计算…</translation>
    </message>
    <message>
        <source>Working out the result for these answers…</source>
        <translation>正在根据这些回答计算结果…</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>Unsaved scenario</source>
        <translation>方案未保存</translation>
    </message>
    <message>
        <source>Save the changes to this scenario first?</source>
        <translation>先保存对此方案的修改吗？</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>打开方案</translation>
    </message>
    <message>
        <source>Scenarios (*.json);;All files (*)</source>
        <translation>方案文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot open %1</source>
        <translation>无法打开 %1</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>保存方案</translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>方案文件 (*.json)</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Not ready yet</source>
        <translation>结果尚未就绪</translation>
    </message>
    <message>
        <source>The result for these answers is still being worked out. Try again in a moment, or wait for it to appear and then export.</source>
        <translation>这些回答的结果还在计算中。请稍后再试，或等结果出现后再导出。</translation>
    </message>
    <message>
        <source>Nothing to export</source>
        <translation>没有可导出的内容</translation>
    </message>
    <message>
        <source>Answer the questions first: there is no result yet.</source>
        <translation>请先回答问题：目前还没有结果。</translation>
    </message>
    <message>
        <source>No configuration could be priced for these answers, so there is no proposal to export. The result pane says why.</source>
        <translation>这些回答下没有任何配置能够报价，因此没有可导出的方案。原因见结果区。</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Export proposal</source>
        <translation>导出方案</translation>
    </message>
    <message>
        <source>Not exported</source>
        <translation>未导出</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>How it works</source>
        <translation>使用说明</translation>
    </message>
    <message>
        <source>About %1</source>
        <translation>关于 %1</translation>
    </message>
    <message>
        <source>%1 %2
Choose and price cloud GPU servers for AI training, fine-tuning and inference.
Catalog folder: %3</source>
        <translation>%1 %2
为 AI 训练、微调和推理选择云 GPU 服务器并估算费用。
价格目录文件夹：%3</translation>
    </message>
    <message>
        <source>Drag the budget line</source>
        <translation>拖动预算线</translation>
    </message>
    <message>
        <source>Drag the deadline line</source>
        <translation>拖动截止时间线</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
</context>
<context>
    <name>Plan</name>
    <message>
        <source>day of the month</source>
        <translation>月内天数</translation>
    </message>
    <message>
        <source>own servers, per run</source>
        <translation>单独服务器（按次）</translation>
    </message>
    <message>
        <source>service, always on</source>
        <translation>服务（常开）</translation>
    </message>
    <message>
        <source>Hours to finish (log scale)</source>
        <translation>完成所需小时（对数刻度）</translation>
    </message>
    <message>
        <source>not drawn: no time to finish</source>
        <translation>未画出：没有完成时间</translation>
    </message>
    <message>
        <source>not drawn: no total cost</source>
        <translation>未绘制：未给出总费用</translation>
    </message>
    <message>
        <source>Team plan: {0}</source>
        <translation>团队计划：{0}</translation>
    </message>
    <message>
        <source>Team plan</source>
        <translation>团队计划</translation>
    </message>
    <message>
        <source>The month</source>
        <translation>本月</translation>
    </message>
    <message>
        <source>One by one</source>
        <translation>逐个计价</translation>
    </message>
    <message>
        <source>Saved by sharing</source>
        <translation>共享节省</translation>
    </message>
    <message>
        <source>Budget left</source>
        <translation>预算剩余</translation>
    </message>
    <message>
        <source>Over budget by</source>
        <translation>超出预算</translation>
    </message>
    <message>
        <source>The month&apos;s schedule</source>
        <translation>本月排期</translation>
    </message>
    <message>
        <source>Runs are spread evenly over the month; on shared servers they queue, earliest deadline first. A run that reaches past the month&apos;s end holds the servers at the start of the next month.</source>
        <translation>各次运行在月内均匀分布；在共享服务器上按截止时间最早者优先排队。跨过月底的运行会在下月初继续占用服务器。</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>How often</source>
        <translation>频率</translation>
    </message>
    <message>
        <source>Runs on</source>
        <translation>运行于</translation>
    </message>
    <message>
        <source>Per run</source>
        <translation>每次</translation>
    </message>
    <message>
        <source>In the plan</source>
        <translation>计划内</translation>
    </message>
    <message>
        <source>Alone</source>
        <translation>单独</translation>
    </message>
    <message>
        <source>({0} months committed)</source>
        <translation>（承诺 {0} 个月）</translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <translation>{0} / {1}</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Hours used</source>
        <translation>已用小时</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>The month, line by line</source>
        <translation>本月费用明细</translation>
    </message>
    <message>
        <source>Total per month</source>
        <translation>每月合计</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>部分</translation>
    </message>
    <message>
        <source>What the budget left allows</source>
        <translation>剩余预算还能做什么</translation>
    </message>
    <message>
        <source>Each on its own: more runs of one job, or copies of a service, within the budget left.</source>
        <translation>各项单独计算：在剩余预算内，某个任务还能多跑几次，或某个服务还能多开几份。</translation>
    </message>
    <message>
        <source>Why, and what to watch</source>
        <translation>原因与注意事项</translation>
    </message>
    <message>
        <source>Every run of the month</source>
        <translation>本月每次运行</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>次</translation>
    </message>
    <message>
        <source>What each job assumed for the answers it left open is listed under “{0}”. The plan&apos;s file keeps only the answers given: the rest are assumed again, from the catalog in use, whenever the plan is opened.</source>
        <translation>每个任务对没有回答的问题采用了什么假设，列在“{0}”下。计划文件只保存您给出的答案：其余答案每次打开计划时都会按当时所用的价格目录重新假设。</translation>
    </message>
    <message>
        <source>Servers kept all month</source>
        <translation>整月占用的服务器</translation>
    </message>
    <message>
        <source>Start day (from 1)</source>
        <translation>开始日（从 1 起）</translation>
    </message>
    <message>
        <source>End day (from 1)</source>
        <translation>结束日（从 1 起）</translation>
    </message>
    <message>
        <source>Waits</source>
        <translation>等待</translation>
    </message>
    <message>
        <source>Meets deadline</source>
        <translation>满足截止时间</translation>
    </message>
    <message>
        <source>Days of the month are counted from 1, as on a calendar and on the chart above: day 1 is the month&apos;s first 24 hours, so 1.0 is the month&apos;s start and 1.5 noon of its first day.</source>
        <translation>月内天数与日历和上方排期图一致，从 1 起计：第 1 天是本月最初的 24 小时，因此 1.0 是月初，1.5 是第一天中午。</translation>
    </message>
    <message>
        <source>Where each price comes from</source>
        <translation>各价格来源</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Two answers side by side</source>
        <translation>两个答案并排比较</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>B − A</source>
        <translation>B − A</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>From</source>
        <translation>来自</translation>
    </message>
    <message>
        <source>Why they differ</source>
        <translation>差异原因</translation>
    </message>
    <message>
        <source>Cost against hours, both answers</source>
        <translation>两个答案的费用与时长</translation>
    </message>
    <message>
        <source>Each line joins the options of one answer that no other of its options beats on both cost and time; the ringed point is that answer&apos;s pick.</source>
        <translation>每条线连接同一答案中在费用和时间上都不被其他选项超越的选项；带圈的点是该答案的选择。</translation>
    </message>
    <message>
        <source>Cost lines of {0}</source>
        <translation>{0} 的费用明细</translation>
    </message>
    <message>
        <source>Prices as of {0} or later; check them with the provider before ordering.</source>
        <translation>价格日期为 {0} 或更晚；下单前请向云厂商核实。</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>行类型</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Server type</source>
        <translation>服务器规格</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Hours per run</source>
        <translation>每次小时数</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>产品</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <source>Cost per month</source>
        <translation>每月费用</translation>
    </message>
    <message>
        <source>Cost per month, one by one</source>
        <translation>每月费用（逐个计价）</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>job</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>cost line</source>
        <translation>费用项</translation>
    </message>
    <message>
        <source>run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>per run</source>
        <translation>按次</translation>
    </message>
    <message>
        <source>own servers, all runs of the month</source>
        <translation>独立服务器，本月全部运行合计</translation>
    </message>
    <message>
        <source>service</source>
        <translation>服务</translation>
    </message>
    <message>
        <source>the month</source>
        <translation>本月</translation>
    </message>
    <message>
        <source>budget per month</source>
        <translation>每月预算</translation>
    </message>
    <message>
        <source>budget left</source>
        <translation>剩余预算</translation>
    </message>
    <message>
        <source>Also from the file: {0}</source>
        <translation>文件中的其他设置：{0}</translation>
    </message>
    <message>
        <source>Servers of “{0}”</source>
        <translation>“{0}”的服务器</translation>
    </message>
    <message>
        <source>A: {0}, B: {1}</source>
        <translation>A：{0}，B：{1}</translation>
    </message>
    <message>
        <source>That is {0} of the {1} budget; {2} is left.</source>
        <translation>占 {1} 预算的 {0}，剩余 {2}。</translation>
    </message>
    <message>
        <source>That is {0} over the {1} budget.</source>
        <translation>超出 {1} 预算 {0}。</translation>
    </message>
    <message>
        <source>{0}: a plan holds at most {1} runs of a job a month (the budget would allow more)</source>
        <translation>{0}：一个计划中每项任务每月最多 {1} 次（预算本可容纳更多）</translation>
    </message>
    <message>
        <source>{0}: the budget left is the bound</source>
        <translation>{0}：上限取决于剩余预算</translation>
    </message>
    <message>
        <source>{0}; each run has servers of its own, so runs need not follow one another: up to {1} at once</source>
        <translation>{0}；每次运行都有自己的服务器，不必一次接一次：最多同时运行 {1} 次</translation>
    </message>
    <message>
        <source>“{0}”, answers you left open, and what was assumed:</source>
        <translation>“{0}”中您没有回答的问题，以及采用的假设：</translation>
    </message>
    <message>
        <source>{0}: {1} × {2}, {3} {4}, {5}</source>
        <translation>{0}：{1} × {2}，{3} {4}，{5}</translation>
    </message>
    <message>
        <source>own servers per run: {0} × {1}, {2} {3}, {4}</source>
        <translation>按次使用单独服务器：{0} × {1}，{2} {3}，{4}</translation>
    </message>
    <message>
        <source>always on</source>
        <extracomment>a service&apos;s running time in the comparison&apos;s table: it runs all month, every hour</extracomment>
        <translation>常开</translation>
    </message>
    <message>
        <source>Runs per month</source>
        <translation>每月次数</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>Start day (day of the month, from 1)</source>
        <translation>开始日（月内第几天，从 1 起）</translation>
    </message>
    <message>
        <source>End day (day of the month, from 1)</source>
        <translation>结束日（月内第几天，从 1 起）</translation>
    </message>
    <message>
        <source>note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>answer assumed</source>
        <translation>采用的假设</translation>
    </message>
    <message>
        <source>kept all month</source>
        <translation>整月占用</translation>
    </message>
    <message>
        <source>shared servers, kept all month</source>
        <translation>共享服务器（整月占用）</translation>
    </message>
    <message>
        <source>{0}, B − A: {1}</source>
        <translation>{0}，B − A：{1}</translation>
    </message>
    <message>
        <source>Priced one by one the jobs would cost {0} in all; sharing servers kept all month saves {1}, which is {2} of that {0}.</source>
        <translation>全部任务逐个计价共需 {0}；共享整月占用的服务器可节省 {1}，即这 {0} 的 {2}。</translation>
    </message>
    <message>
        <source>Sharing servers kept all month would not save anything: each job runs as it would alone.</source>
        <translation>共享整月占用的服务器不会更省钱：每个任务按单独运行的方式运行。</translation>
    </message>
    <message>
        <source>Priced on {0} with your catalog (version {1}, saved {2}; catalog id {3}).</source>
        <translation>{0} 按您的价格目录计价（版本 {1}，保存于 {2}；目录编号 {3}）。</translation>
    </message>
    <message>
        <source>Priced on {0} with the catalog that comes with the app (version {1}; catalog id {2}).</source>
        <translation>{0} 按应用自带的价格目录计价（版本 {1}；目录编号 {2}）。</translation>
    </message>
    <message>
        <source>This month is priced with the catalog editor&apos;s unsaved changes; gpu-advisor plan prices with your saved catalog, so its figures may differ until they are saved.</source>
        <translation>本月按价格目录编辑器中尚未保存的修改计价；gpu-advisor plan 按您已保存的价格目录计价，因此在这些修改保存之前，两者的数字可能不同。</translation>
    </message>
    <message>
        <source>Your catalog was saved again since this window loaded it (by another program, e.g. gpu-advisor catalog update): gpu-advisor plan prices with the newer one. Catalog → Reload catalog prices this month with it too.</source>
        <translation>本窗口载入价格目录之后，您的价格目录又被保存过（由其他程序，例如 gpu-advisor catalog update）：gpu-advisor plan 按较新的那份计价。通过“价格目录 → 重新加载价格目录”，本月也会按它计价。</translation>
    </message>
    <message>
        <source>{0}; each run has servers of its own, so runs need not follow one another: up to {1} at once, side by side within the budget left ({2} runs × {3} each = {4}, more than the month&apos;s {5})</source>
        <translation>{0}；每次运行都有自己的服务器，不必一次接一次：在剩余预算内最多同时并行 {1} 次（{2} 次 × 每次 {3} = {4}，超过一个月的 {5}）</translation>
    </message>
    <message>
        <source>its cheaper option {0} × {1} on {2}, {3} ({4} a month)</source>
        <translation>改用更便宜的方案：{2} 上的 {0} × {1}，{3}（每月 {4}）</translation>
    </message>
    <message>
        <source>leaving it out of the month</source>
        <translation>本月不运行它</translation>
    </message>
    <message>
        <source>To bring the month within the budget ({0} over): “{1}” with {2}</source>
        <translation>要使本月不超预算（超出 {0}）：“{1}”{2}</translation>
    </message>
    <message>
        <source> or </source>
        <translation>，或</translation>
    </message>
    <message>
        <source>To bring the month within the budget ({0} over): leave “{1}” out of the month</source>
        <translation>要使本月不超预算（超出 {0}）：本月不运行“{1}”</translation>
    </message>
    <message>
        <source>No single job&apos;s change brings the month within the budget ({0} over): raise the budget, or make several jobs smaller or rarer.</source>
        <translation>单改一项任务无法使本月不超预算（超出 {0}）：请提高预算，或让几项任务规模更小、次数更少。</translation>
    </message>
    <message>
        <source>{0} × {1} on {2} {3}</source>
        <translation>{2}（{3}）{0} × {1}</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>次数</translation>
    </message>
    <message>
        <source>Cost a month</source>
        <translation>每月费用</translation>
    </message>
    <message>
        <source>Price as of</source>
        <translation>价格日期</translation>
    </message>
    <message>
        <source>All jobs: {0}</source>
        <translation>所有任务：{0}</translation>
    </message>
    <message>
        <source>“{0}”: {1}</source>
        <translation>“{0}”：{1}</translation>
    </message>
    <message>
        <source>That alone is more than the plan&apos;s whole monthly budget of {0}.</source>
        <extracomment>after the best option in mainland China and its cost (a service&apos;s month, or a job&apos;s one run a month)</extracomment>
        <translation>仅这一项就超过了整个计划 {0} 的月度预算。</translation>
    </message>
    <message>
        <source>Its {0} runs a month there cost {1}: more than the plan&apos;s whole monthly budget of {2}.</source>
        <extracomment>{0}: the runs of a job in a month; {1}: what they cost on the best option in mainland China; {2}: the budget</extracomment>
        <translation>它每月 {0} 次运行在那里共需 {1}：超过了整个计划 {2} 的月度预算。</translation>
    </message>
    <message>
        <source>Answers you left open, and what was assumed</source>
        <translation>您没有回答的问题，以及采用的假设</translation>
    </message>
    <message>
        <source>{0} — {1}</source>
        <translation>{0} — {1}</translation>
    </message>
    <message>
        <source>{0} of {1} a month</source>
        <translation>每月 {0} / {1}</translation>
    </message>
    <message>
        <source>Budget converted at 1 {0} = {1} {2}</source>
        <translation>预算已按 1 {0} = {1} {2} 换算</translation>
    </message>
    <message>
        <source>Jobs:</source>
        <translation>任务：</translation>
    </message>
    <message>
        <source>{0}, {1} per run</source>
        <translation>{0}，每次 {1}</translation>
    </message>
    <message>
        <source>{0} ({1}): {2} a month (alone {3})</source>
        <translation>{0}（{1}）：每月 {2}（单独 {3}）</translation>
    </message>
    <message>
        <source>{0}: {1} × {2}, {3} {4}, {5}, {6} a month, used {7} of {8}</source>
        <translation>{0}：{1} × {2}，{3} {4}，{5}，每月 {6}，已用 {7} / {8}</translation>
    </message>
    <message>
        <source>The month, line by line:</source>
        <translation>本月费用明细：</translation>
    </message>
    <message>
        <source>no price in the catalog</source>
        <translation>目录中没有价格</translation>
    </message>
    <message>
        <source>{0}: {1} {2} {3} = {4}</source>
        <translation>{0}：{1} {2} {3} = {4}</translation>
    </message>
    <message>
        <source>Total per month: {0}</source>
        <translation>每月合计：{0}</translation>
    </message>
    <message>
        <source>What the budget left allows (each on its own):</source>
        <translation>剩余预算还能做什么（各项单独计算）：</translation>
    </message>
    <message>
        <source>this window&apos;s answer (not saved)</source>
        <translation>本窗口的答案（未保存）</translation>
    </message>
    <message>
        <source>this window&apos;s answer ({0} changed since saved)</source>
        <translation>本窗口的答案（{0} 保存后已改动）</translation>
    </message>
    <message>
        <source>about {0}</source>
        <translation>约 {0}</translation>
    </message>
    <message>
        <source>at most {0} a month</source>
        <translation>每月不超过 {0}</translation>
    </message>
    <message>
        <source>{0} in total</source>
        <translation>共 {0}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>{0}. {1} — {2}:</source>
        <translation>{0}. {1} — {2}：</translation>
    </message>
    <message>
        <source>{0} converted at 1 {1} = {2} {3} (rate of {4})</source>
        <translation>{0} 按 1 {1} = {2} {3} 换算（{4} 的汇率）</translation>
    </message>
    <message>
        <source>not drawn: another currency ({0})</source>
        <translation>未绘制：币种不同（{0}）</translation>
    </message>
    <message>
        <source>not drawn: a cost per month only, no total cost for its hours</source>
        <translation>未绘制：只给出每月费用，没有按其用时计的总费用</translation>
    </message>
    <message>
        <source>No cost lines: this answer gives only the figures above, not what its cost is made of.</source>
        <translation>没有费用明细：此答案只给出上面的数字，没有列出费用由哪些项目构成。</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>未给出</translation>
    </message>
    <message>
        <source>{0} requests/s</source>
        <extracomment>the requests a second a service&apos;s servers carry (&quot;30.7 requests/s&quot;)</extracomment>
        <translation>{0} 请求/秒</translation>
    </message>
    <message>
        <source>at most {0}</source>
        <translation>至多 {0}</translation>
    </message>
    <message>
        <source>Every figure both answers give is the same.</source>
        <translation>两个答案都给出的各项数字完全相同。</translation>
    </message>
    <message>
        <source>A price dated only by its year or month: B − A lies in {0}.</source>
        <extracomment>the price-age row&apos;s note in the comparison CSV; {0}: &quot;+1,642 to +2,006 days&quot;</extracomment>
        <translation>有价格只标注了年份或月份：B − A 在 {0} 之间。</translation>
    </message>
    <message>
        <source>Both services run all month (always on).</source>
        <translation>两个服务都整月运行（常开）。</translation>
    </message>
    <message>
        <source>A: {0} ({1})</source>
        <translation>A：{0}（{1}）</translation>
    </message>
    <message>
        <source>B: {0} ({1})</source>
        <translation>B：{0}（{1}）</translation>
    </message>
    <message>
        <source>{0}: A {1}, B {2}, B − A {3}</source>
        <translation>{0}：A {1}，B {2}，B − A {3}</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>runs per month</source>
        <translation>每月运行次数</translation>
    </message>
    <message>
        <source>the job</source>
        <translation>任务本身</translation>
    </message>
    <message>
        <source>task</source>
        <translation>任务类型</translation>
    </message>
    <message>
        <source>kind of model</source>
        <translation>模型类别</translation>
    </message>
    <message>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>fine-tuning method</source>
        <translation>微调方法</translation>
    </message>
    <message>
        <source>data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>epochs</source>
        <translation>轮数</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>earlier run</source>
        <translation>以往运行记录</translation>
    </message>
    <message>
        <source>deadline</source>
        <translation>截止时间</translation>
    </message>
    <message>
        <source>budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>traffic</source>
        <translation>流量</translation>
    </message>
    <message>
        <source>preferences</source>
        <translation>偏好</translation>
    </message>
    <message>
        <source>The plan&apos;s name</source>
        <translation>计划名称</translation>
    </message>
    <message>
        <source>The plan&apos;s budget</source>
        <translation>计划预算</translation>
    </message>
    <message>
        <source>The plan&apos;s preferences</source>
        <translation>计划偏好</translation>
    </message>
    <message>
        <source>The plan&apos;s jobs</source>
        <translation>计划的任务</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <source>Servers kept all month:</source>
        <translation>整月占用的服务器：</translation>
    </message>
    <message>
        <source>the article&apos;s own answer, seed {0}: {1}</source>
        <translation>文章自己的答案，种子 {0}：{1}</translation>
    </message>
    <message>
        <source>the answer</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>the answer&apos;s GPU</source>
        <translation>答案的 GPU</translation>
    </message>
    <message>
        <source>the answer&apos;s GPU count</source>
        <translation>答案的 GPU 数量</translation>
    </message>
    <message>
        <source>the answer&apos;s GPUs per server</source>
        <translation>答案的每台服务器 GPU 数</translation>
    </message>
    <message>
        <source>the answer&apos;s number of servers</source>
        <translation>答案的服务器台数</translation>
    </message>
    <message>
        <source>the answer&apos;s currency</source>
        <translation>答案的币种</translation>
    </message>
    <message>
        <source>the answer&apos;s total cost</source>
        <translation>答案的总费用</translation>
    </message>
    <message>
        <source>the answer&apos;s cost per month</source>
        <translation>答案的每月费用</translation>
    </message>
    <message>
        <source>the answer&apos;s running time</source>
        <translation>答案的运行时长</translation>
    </message>
    <message>
        <source>the answer&apos;s price age</source>
        <translation>答案的价格时效</translation>
    </message>
    <message>
        <source>the answer&apos;s price date</source>
        <translation>答案的价格日期</translation>
    </message>
    <message>
        <source>the answer&apos;s provider</source>
        <translation>答案的云厂商</translation>
    </message>
    <message>
        <source>the answer&apos;s region</source>
        <translation>答案的地域</translation>
    </message>
    <message>
        <source>the answer&apos;s server type</source>
        <translation>答案的实例规格</translation>
    </message>
    <message>
        <source>the answer&apos;s billing</source>
        <translation>答案的计费方式</translation>
    </message>
    <message>
        <source>the answer&apos;s figures given only as a ceiling</source>
        <translation>答案中只给出上限的数字</translation>
    </message>
    <message>
        <source>Job {0} “{1}”</source>
        <translation>任务 {0}“{1}”</translation>
    </message>
    <message>
        <source>Job {0}</source>
        <translation>任务 {0}</translation>
    </message>
    <message>
        <source>{0}, {1}</source>
        <translation>{0}，{1}</translation>
    </message>
</context>
<context>
    <name>Practical</name>
    <message>
        <source>For virtual desktops and graphics: not offered for training or serving.</source>
        <translation>用于云桌面和图形：不推荐用于训练或推理服务。</translation>
    </message>
    <message>
        <source>A slice of a GPU: not offered for training or serving.</source>
        <translation>GPU 分片（vGPU）：不推荐用于训练或推理服务。</translation>
    </message>
    <message>
        <source>Retired by the provider: not offered.</source>
        <translation>云厂商已下线：不再推荐。</translation>
    </message>
    <message>
        <source>Kept for training: not offered for serving.</source>
        <translation>仅用于训练：不推荐用于推理服务。</translation>
    </message>
    <message>
        <source>Kept for serving: not offered for training.</source>
        <translation>仅用于推理服务：不推荐用于训练。</translation>
    </message>
    <message>
        <source>No current PyTorch release runs this GPU: not offered.</source>
        <translation>当前的 PyTorch 版本都不支持这款 GPU：不推荐。</translation>
    </message>
    <message>
        <source>This GPU has no BF16: offered only for FP16 or FP32 jobs.</source>
        <translation>这款 GPU 不支持 BF16：只推荐用于 FP16 或 FP32 任务。</translation>
    </message>
    <message>
        <source>This GPU has no FP8: not offered for FP8 jobs.</source>
        <translation>这款 GPU 不支持 FP8：不推荐用于 FP8 任务。</translation>
    </message>
    <message>
        <source>Below the compute capability vLLM needs: not offered for serving.</source>
        <translation>低于 vLLM 所需的计算能力：不用于推理服务。</translation>
    </message>
    <message>
        <source>An Arm (aarch64) server whose GPU PyTorch&apos;s aarch64 builds do not run: offered only when your choices leave no other server.</source>
        <translation>Arm（aarch64）服务器，其 GPU 不被 PyTorch 的 aarch64 版本支持：只有在您的选择里没有别的服务器时才会给出。</translation>
    </message>
</context>
<context>
    <name>PresetSearch</name>
    <message>
        <source>“%1” is listed as %2: the same size and layers.</source>
        <translation>“%1”按 %2 计算：参数量和层数相同。</translation>
    </message>
    <message>
        <source>No known model matches “%1”.</source>
        <translation>没有与“%1”相符的已知模型。</translation>
    </message>
    <message>
        <source>Nearest: %1 — or type its size below.</source>
        <translation>最接近的：%1——或者在下面填写参数量。</translation>
    </message>
    <message>
        <source>Type its size below instead.</source>
        <translation>请改为在下面填写参数量。</translation>
    </message>
</context>
<context>
    <name>PriceSourcesDialog</name>
    <message>
        <source>Price sources</source>
        <translation>价格来源</translation>
    </message>
</context>
<context>
    <name>PriceSourcesPage</name>
    <message>
        <source>Use</source>
        <translation>使用</translation>
    </message>
    <message>
        <source>Cloud</source>
        <translation>云服务商</translation>
    </message>
    <message>
        <source>Address (https://, or a file on this computer)</source>
        <translation>地址（https://，或本机上的文件）</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>添加(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>删除(&amp;R)</translation>
    </message>
    <message>
        <source>Restore &amp;defaults</source>
        <translation>恢复默认(&amp;D)</translation>
    </message>
    <message>
        <source>One price file per cloud in SkyPilot&apos;s vms.csv format, e.g. a company mirror: an https:// address (plain http:// only on this computer; no passwords), or a file on this computer (its full path, or file://).</source>
        <translation>每家云一个 SkyPilot vms.csv 格式的价格文件，例如公司内部镜像：可以是 https:// 地址（普通 http:// 仅限本机；不需要也不保存密码），也可以是本机上的文件（完整路径，或 file://）。</translation>
    </message>
    <message>
        <source>Price sources</source>
        <translation>价格来源</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
</context>
<context>
    <name>Problem</name>
    <message>
        <source>row {0}</source>
        <translation>第 {0} 行</translation>
    </message>
    <message>
        <source>column {0}</source>
        <translation>“{0}”列</translation>
    </message>
    <message>
        <source>the file is neither UTF-8 nor GBK text</source>
        <translation>文件既不是 UTF-8 也不是 GBK 编码的文本</translation>
    </message>
    <message>
        <source>the file is too large ({size}; at most {limit})</source>
        <translation>文件过大（{size}；最多 {limit}）</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件是空的</translation>
    </message>
    <message>
        <source>the CSV cannot be read</source>
        <translation>无法读取这个 CSV 文件</translation>
    </message>
    <message>
        <source>this row has {found} fields but the header has {expected}</source>
        <translation>这一行有 {found} 个字段，但表头有 {expected} 个</translation>
    </message>
    <message>
        <source>the column appears twice in the header</source>
        <translation>表头中这一列出现了两次</translation>
    </message>
    <message>
        <source>a header cell is empty</source>
        <translation>表头中有空白的列名</translation>
    </message>
    <message>
        <source>unknown column</source>
        <translation>未知的列</translation>
    </message>
    <message>
        <source>the required column is missing</source>
        <translation>缺少必需的列</translation>
    </message>
    <message>
        <source>a value is required here</source>
        <translation>这里必须填写</translation>
    </message>
    <message>
        <source>“{value}” is not a number</source>
        <translation>“{value}”不是数字</translation>
    </message>
    <message>
        <source>“{value}” is not a whole number</source>
        <translation>“{value}”不是整数</translation>
    </message>
    <message>
        <source>{value} is too small (minimum {min})</source>
        <translation>{value} 太小（最小为 {min}）</translation>
    </message>
    <message>
        <source>{value} is too large (maximum {max})</source>
        <translation>{value} 太大（最大为 {max}）</translation>
    </message>
    <message>
        <source>“{value}” is not one of the allowed values</source>
        <translation>“{value}”不是允许的取值</translation>
    </message>
    <message>
        <source>“{value}” is not true/false</source>
        <translation>“{value}”不是 true/false</translation>
    </message>
    <message>
        <source>{value} lies in the future</source>
        <translation>{value} 是将来的日期</translation>
    </message>
    <message>
        <source>“{value}” repeats row {first_row}</source>
        <translation>“{value}”与第 {first_row} 行重复</translation>
    </message>
    <message>
        <source>cannot tell from its header which catalog table this file is</source>
        <translation>无法从表头判断这个文件属于目录中的哪张表</translation>
    </message>
    <message>
        <source>“{value}” is not a catalog table</source>
        <translation>“{value}”不是目录中的表</translation>
    </message>
    <message>
        <source>the table file is missing</source>
        <translation>缺少该表的文件</translation>
    </message>
    <message>
        <source>the table has no rows</source>
        <translation>该表没有数据行</translation>
    </message>
    <message>
        <source>unknown GPU “{value}”</source>
        <translation>未知的 GPU“{value}”</translation>
    </message>
    <message>
        <source>unknown provider “{value}”</source>
        <translation>未知的云厂商“{value}”</translation>
    </message>
    <message>
        <source>no exchange rate for {value}</source>
        <translation>缺少 {value} 的汇率</translation>
    </message>
    <message>
        <source>no instance {value} in the catalog</source>
        <translation>目录中没有实例 {value}</translation>
    </message>
    <message>
        <source>“{value}” is not a valid pattern (regular expression)</source>
        <translation>“{value}”不是有效的匹配模式（正则表达式）</translation>
    </message>
    <message>
        <source>the source “{value}” is not in the sources table</source>
        <translation>来源“{value}”不在来源表中</translation>
    </message>
    <message>
        <source>“{value}” is not a usable source id (a-z, 0-9, “.”, “_”, “-”)</source>
        <translation>“{value}”不是可用的来源编号（只能用 a-z、0-9、“.”、“_”、“-”）</translation>
    </message>
    <message>
        <source>there is no catalog here</source>
        <translation>这里没有价格库</translation>
    </message>
    <message>
        <source>“{value}” is still used in another table</source>
        <translation>“{value}”仍被另一张表使用</translation>
    </message>
    <message>
        <source>no free name for a new row; change an existing one instead</source>
        <translation>无法为新行生成不重复的名称，请改为修改已有的行</translation>
    </message>
    <message>
        <source>accelerator “{value}” is not a GPU in your catalog; row not imported (add the GPU or an alias in the GPUs table (gpus.csv) to bring it in)</source>
        <translation>加速卡“{value}”不是目录中的 GPU，此行未导入（在 GPU 型号表 gpus.csv 中添加该 GPU 或别名即可导入）</translation>
    </message>
    <message>
        <source>“{instance_type}” has no GPU count (“{value}”); row not imported</source>
        <translation>“{instance_type}”没有 GPU 数量（“{value}”），此行未导入</translation>
    </message>
    <message>
        <source>“{value}” has neither a price nor a spot price; row not imported</source>
        <translation>“{value}”既没有价格也没有竞价价格，此行未导入</translation>
    </message>
    <message>
        <source>“{value}” is not a date (YYYY-MM-DD, YYYY-MM or YYYY)</source>
        <translation>“{value}”不是日期（请写成 YYYY-MM-DD、YYYY-MM 或 YYYY）</translation>
    </message>
    <message>
        <source>launch files are there already ({count} of them); choose an empty folder or delete them</source>
        <translation>该处已有启动文件（{count} 个）；请选择空文件夹或先删除它们</translation>
    </message>
    <message>
        <source>the scenario has no option to write launch files for</source>
        <translation>该场景没有可生成启动文件的方案</translation>
    </message>
    <message>
        <source>the model does not fit on this option ({gpu}), so no launch files are written</source>
        <translation>模型放不进该方案（{gpu}），因此不生成启动文件</translation>
    </message>
    <message>
        <source>this option rents part of a GPU ({gpus_per_node} per server); launch files need whole GPUs</source>
        <translation>该方案租用的是部分 GPU（每台 {gpus_per_node}）；启动文件需要整卡</translation>
    </message>
    <message>
        <source>{count} instance(s) have no price yet; they are left out until you enter the price you were quoted</source>
        <translation>{count} 种实例尚无价格；录入您拿到的报价之前不参与比较</translation>
    </message>
    <message>
        <source>this is not a regular file (a folder, named pipe or device); give a file</source>
        <translation>这不是普通文件（是文件夹、命名管道或设备）；请给出一个文件</translation>
    </message>
    <message>
        <source>{value} is too close to zero; write 0 or a number of at least {min}</source>
        <translation>{value} 太接近零；请写 0 或不小于 {min} 的数</translation>
    </message>
    <message>
        <source>objects or lists are nested more than {max} deep</source>
        <translation>对象或列表嵌套超过 {max} 层</translation>
    </message>
    <message>
        <source>the text holds an escape that is not a character (a lone surrogate)</source>
        <translation>文本中含有不代表任何字符的转义（孤立代理项）</translation>
    </message>
    <message>
        <source>the catalog is being saved by another window or program; try again in a moment</source>
        <translation>另一个窗口或程序正在保存价格目录；请稍后再试</translation>
    </message>
    <message>
        <source>another window or program saved the catalog ({current}) after this one read it ({base}); nothing was saved: reload and try again</source>
        <translation>另一个窗口或程序在此处读取（{base}）之后保存了价格目录（{current}）；未保存任何内容：请重新加载后再试</translation>
    </message>
    <message>
        <source>the current version of your catalog is damaged; the newest intact version {used} is used (the damaged one is kept in {aside})</source>
        <translation>价格目录的当前版本已损坏；改用最新的完好版本 {used}（损坏的版本保存在 {aside}）</translation>
    </message>
    <message>
        <source>the pointer to the current version of your catalog (CURRENT) is missing or broken; the newest intact version {used} is used</source>
        <translation>指向价格目录当前版本的 CURRENT 文件缺失或损坏；改用最新的完好版本 {used}</translation>
    </message>
    <message>
        <source>no intact version of your catalog is left: the bundled catalog is used (the damaged versions are kept in {aside})</source>
        <translation>价格目录已没有完好的版本：改用内置价格目录（损坏的版本保存在 {aside}）</translation>
    </message>
    <message>
        <source>the file does not match its checksum in catalog.json (damaged or changed outside the app)</source>
        <translation>文件与 catalog.json 中的校验和不符（已损坏或在本应用之外被修改）</translation>
    </message>
    <message>
        <source>the file is missing</source>
        <translation>文件缺失</translation>
    </message>
    <message>
        <source>no intact version of your catalog is left</source>
        <translation>价格目录已没有完好的版本</translation>
    </message>
    <message>
        <source>the new version {value} could not be read back after it was written ({count} problem(s), below), so it was removed: nothing was saved and your catalog is unchanged</source>
        <translation>新版本 {value} 写入后无法读回（{count} 个问题，见下），已将其删除：没有保存任何内容，您的目录保持不变</translation>
    </message>
    <message>
        <source>{written} row(s) were written but {read} read back</source>
        <translation>写入了 {written} 行，但读回 {read} 行</translation>
    </message>
    <message>
        <source>“{written}” was written here but reads back as “{value}”</source>
        <translation>此处写入的是“{written}”，但读回为“{value}”</translation>
    </message>
    <message>
        <source>{count} date(s) of your catalog lie in the future (today is {today}), the first here: {value}; they are kept as they are — is this computer&apos;s clock right?</source>
        <translation>您的目录中有 {count} 个日期晚于今天（今天是 {today}），第一个在此处：{value}；这些日期保持原样——这台电脑的时钟准确吗？</translation>
    </message>
    <message>
        <source>the text is {length} characters long (at most {max})</source>
        <translation>文本长 {length} 个字符（最多 {max} 个）</translation>
    </message>
    <message>
        <source>the name “{value}” already belongs to {other}</source>
        <translation>名称“{value}”已经属于 {other}</translation>
    </message>
    <message>
        <source>catalog.json is broken</source>
        <translation>catalog.json 已损坏</translation>
    </message>
    <message>
        <source>the file exists already</source>
        <translation>文件已存在</translation>
    </message>
    <message>
        <source>this is a file, not a folder</source>
        <translation>这是一个文件，不是文件夹</translation>
    </message>
    <message>
        <source>a value is needed here</source>
        <translation>此处需要填写一个值</translation>
    </message>
    <message>
        <source>“{value}” has the wrong kind of value</source>
        <translation>“{value}”的类型不对</translation>
    </message>
    <message>
        <source>unknown field “{value}”</source>
        <translation>未知的字段“{value}”</translation>
    </message>
    <message>
        <source>unknown model “{value}”</source>
        <translation>未知的模型“{value}”</translation>
    </message>
    <message>
        <source>the file is not valid JSON</source>
        <translation>文件不是有效的 JSON</translation>
    </message>
    <message>
        <source>this file is a team plan or a saved answer, not a scenario</source>
        <translation>这个文件是团队计划或已保存的结果，不是方案文件</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation>文件不是 UTF-8 文本</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>无法读取该文件</translation>
    </message>
    <message>
        <source>cannot write here</source>
        <translation>无法写入此处</translation>
    </message>
    <message>
        <source>the catalog lacks the default figure “{value}”</source>
        <translation>目录缺少默认值“{value}”</translation>
    </message>
    <message>
        <source>the catalog has no {precision} figure for GPU “{value}”, so it cannot be estimated</source>
        <translation>目录中没有 GPU“{value}”的 {precision} 数据，因此无法估算</translation>
    </message>
    <message>
        <source>“{value}” does not fit the model {preset}, which is {kind}: choose the kind that matches it, or leave the kind out</source>
        <translation>“{value}”与模型 {preset} 不符，它是{kind}：请选择与之相符的模型类型，或不填写类型</translation>
    </message>
    <message>
        <source>serving is sized for language models that generate text, and this is {kind}: its serving is not estimated (choose a language model, or training)</source>
        <translation>部署服务按生成文本的语言模型估算，而这是{kind}：不估算它的部署服务（请选择语言模型，或改为训练）</translation>
    </message>
    <message>
        <source>one server of {gpus_per_node} × {gpu} already holds the model, so it is not split across {value} servers</source>
        <translation>一台 {gpus_per_node} × {gpu} 的服务器已能容纳该模型，因此不拆分到 {value} 台服务器上</translation>
    </message>
    <message>
        <source>this SkyPilot file lacks a required column</source>
        <translation>该 SkyPilot 文件缺少必需的列</translation>
    </message>
    <message>
        <source>cannot tell which cloud this SkyPilot file is for; put it in a folder named after the cloud</source>
        <translation>无法判断该 SkyPilot 文件属于哪家云；请把它放在以云厂商命名的文件夹中</translation>
    </message>
    <message>
        <source>“{value}” is not a cloud in your catalog</source>
        <translation>“{value}”不是您目录中的云服务商</translation>
    </message>
    <message>
        <source>no row of this SkyPilot file could be used</source>
        <translation>该 SkyPilot 文件中没有可用的行</translation>
    </message>
    <message>
        <source>a SkyPilot file cannot replace the whole instances table; import it without replacing</source>
        <translation>SkyPilot 文件不能替换整张实例表；请以不替换的方式导入</translation>
    </message>
    <message>
        <source>“{value}” has no GPU; row not imported</source>
        <translation>“{value}”没有 GPU；该行未导入</translation>
    </message>
    <message>
        <source>“{value}” has no region; row not imported</source>
        <translation>“{value}”没有地域；该行未导入</translation>
    </message>
    <message>
        <source>no instance type; row not imported</source>
        <translation>缺少实例规格；该行未导入</translation>
    </message>
    <message>
        <source>a GPU price without its host machine; row not imported</source>
        <translation>只有 GPU 价格而没有主机价格；该行未导入</translation>
    </message>
    <message>
        <source>host “{value}” has no matching GPU price in the file; row not imported</source>
        <translation>主机“{value}”在文件中没有对应的 GPU 价格；该行未导入</translation>
    </message>
    <message>
        <source>host “{value}” has more than one GPU price in the file; row not imported</source>
        <translation>主机“{value}”在文件中有多个 GPU 价格；该行未导入</translation>
    </message>
    <message>
        <source>“{value}” has different hardware figures in different rows of the file</source>
        <translation>“{value}”在文件不同行中的硬件参数不一致</translation>
    </message>
    <message>
        <source>“{value}”: the file&apos;s hardware figures differ from your catalog&apos;s; yours are kept</source>
        <translation>“{value}”：文件中的硬件参数与您的价格目录不同；保留您的数据</translation>
    </message>
    <message>
        <source>“{value}” is priced in another currency in your catalog; its price is not changed</source>
        <translation>“{value}”在您的价格目录中以另一种货币计价；价格未修改</translation>
    </message>
    <message>
        <source>“{value}” is not a web address the app can fetch (https://…)</source>
        <translation>“{value}”不是本软件可以下载的网址（https://…）</translation>
    </message>
    <message>
        <source>“{value}” is not an https:// address; plain http:// is accepted only for this computer (127.0.0.1, localhost)</source>
        <translation>“{value}”不是 https:// 地址；普通 http:// 只允许用于本机（127.0.0.1、localhost）</translation>
    </message>
    <message>
        <source>the address “{value}” holds a user name or password; price sources need none, so leave them out</source>
        <translation>地址“{value}”中含有用户名或密码；价格来源不需要这些，请去掉</translation>
    </message>
    <message>
        <source>{provider}: {host} cannot be reached: its name was not found or there is no network; nothing of this cloud changes</source>
        <translation>{provider}：无法连接 {host}：找不到该名称，或没有网络；该云的数据不作任何更改</translation>
    </message>
    <message>
        <source>{provider}: the download from {host} took longer than {seconds} s and was stopped; nothing of this cloud changes</source>
        <translation>{provider}：从 {host} 下载超过 {seconds} 秒，已停止；该云的数据不作任何更改</translation>
    </message>
    <message>
        <source>{provider}: the file is larger than the limit of {limit}; nothing of this cloud changes</source>
        <translation>{provider}：文件超过 {limit} 的上限；该云的数据不作任何更改</translation>
    </message>
    <message>
        <source>{provider}: the secure connection to {host} failed (certificate or TLS); nothing of this cloud changes</source>
        <translation>{provider}：与 {host} 的安全连接失败（证书或 TLS）；该云的数据不作任何更改</translation>
    </message>
    <message>
        <source>{provider}: the server answered {status} instead of the file; nothing of this cloud changes</source>
        <translation>{provider}：服务器返回 {status}，没有给出文件；该云的数据不作任何更改</translation>
    </message>
    <message>
        <source>this option has {nodes} servers, and the Ultralytics yolo command trains on the GPUs of one server only, so no launch files are written; choose an option with one server</source>
        <translation>该选项有 {nodes} 台服务器，而 Ultralytics 的 yolo 命令只在一台服务器的 GPU 上训练，因此不写启动文件；请选择只有一台服务器的选项</translation>
    </message>
    <message>
        <source>{count} instance(s) have a GPU count that is not a whole number (a fraction of a GPU, a vGPU slice); they are kept but left out of recommendations</source>
        <translation>{count} 个实例的 GPU 数量不是整数（不足一块 GPU，即 vGPU 切片）；这些实例会保留，但不参与推荐</translation>
    </message>
    <message>
        <source>the text holds a control character ({char}) at character {position}: this text is one line, without line breaks, tabs or direction controls</source>
        <translation>文本在第 {position} 个字符处含控制字符（{char}）：此处文本只能是一行，不能含换行、制表符或文字方向控制符</translation>
    </message>
    <message>
        <source>this catalog was written by a newer version of the app (catalog schema {value}; this version reads up to {supported})</source>
        <translation>该价格库由更新版本的软件写入（价格库结构版本 {value}；本版本最高只能读取 {supported}）</translation>
    </message>
    <message>
        <source>give only one of these: {fields}</source>
        <translation>只能填写其中一项：{fields}</translation>
    </message>
    <message>
        <source>this file was written by a newer version of the app (schema version {value}; this version reads up to {supported})</source>
        <translation>该文件由更新版本的软件写入（结构版本 {value}；本版本最高只能读取 {supported}）</translation>
    </message>
    <message>
        <source>this scenario is too old to read (schema version {value}; the app writes version {supported})</source>
        <translation>该方案版本太旧，无法读取（结构版本 {value}；本软件写入的是版本 {supported}）</translation>
    </message>
    <message>
        <source>{value} trains small adapters on a language model, and this is {kind}, which is fine-tuned whole (every weight): choose full fine-tuning</source>
        <translation>{value} 是在语言模型上训练小型适配器的方法，而这是{kind}，需整体微调（训练全部权重）：请选择全参数微调</translation>
    </message>
    <message>
        <source>this is not a SkyPilot price file (vms.csv): it has none of its columns (InstanceType, AcceleratorName, AcceleratorCount, Price, Region)</source>
        <translation>这不是 SkyPilot 价格文件（vms.csv）：它没有该文件的任何一列（InstanceType、AcceleratorName、AcceleratorCount、Price、Region）</translation>
    </message>
    <message>
        <source>{rows} of the file&apos;s {total} rows hold a price or figure that cannot be read (not a number, negative or too small). That is more than {percent}% of its rows, so the file is not read as a price file; with fewer, only those rows would be left out</source>
        <translation>文件的 {total} 行中有 {rows} 行的价格或数值无法读取（不是数字、为负数或过小），超过了全部行的 {percent}%，因此不把它当作价格文件读取；若少于这一比例，只会略过这些行</translation>
    </message>
    <message>
        <source>{provider}: the download stopped early ({received} of {expected} bytes); nothing of this cloud changes</source>
        <translation>{provider}：下载中途中断（收到 {received} / {expected} 字节）；该云的数据不作任何更改</translation>
    </message>
    <message>
        <source>the update was cancelled; nothing changed</source>
        <translation>更新已取消；没有任何更改</translation>
    </message>
    <message>
        <source>{provider}: the address redirects more than {limit} times; nothing of this cloud changes</source>
        <translation>{provider}：该地址重定向超过 {limit} 次；该云的数据不作任何更改</translation>
    </message>
    <message>
        <source>{provider}: no price source is set for this cloud (add one under Preferences → Price sources)</source>
        <translation>{provider}：这家云没有设置价格来源（可在“首选项 → 价格来源”中添加）</translation>
    </message>
    <message>
        <source>this computer seems to be offline: no price source could be reached, so nothing changed</source>
        <translation>这台电脑似乎没有联网：无法连接任何价格来源，因此没有任何更改</translation>
    </message>
    <message>
        <source>{provider}: nothing answers at {host} (the connection was refused): check the address and port, and that the server is running; nothing of this cloud changes</source>
        <translation>{provider}：{host} 上没有服务应答（连接被拒绝）：请检查地址和端口，以及服务器是否在运行；该云的数据不作任何更改</translation>
    </message>
    <message>
        <source>{provider}: the connection was reset by the server {host} ({received} bytes received); nothing of this cloud changes</source>
        <translation>{provider}：连接被服务器 {host} 重置（已收到 {received} 字节）；该云的数据不作任何更改</translation>
    </message>
    <message>
        <source>{provider}: the server&apos;s answer could not be read ({host} did not answer in valid HTTP); nothing of this cloud changes</source>
        <translation>{provider}：无法读取服务器的应答（{host} 的应答不是有效的 HTTP）；该云的数据不作任何更改</translation>
    </message>
    <message>
        <source>{provider}: the connection to {host} failed; nothing of this cloud changes</source>
        <translation>{provider}：与 {host} 的连接失败；该云的数据不作任何更改</translation>
    </message>
    <message>
        <source>{provider}: {host} redirects to “{target}”, which is not an https:// address, so it is not followed; nothing of this cloud changes</source>
        <translation>{provider}：{host} 重定向到“{target}”，它不是 https:// 地址，因此未跟随；该云的数据不作任何更改</translation>
    </message>
    <message>
        <source>{provider}: {host} redirects to “{target}”, an address with a user name or password, so it is not followed; nothing of this cloud changes</source>
        <translation>{provider}：{host} 重定向到“{target}”，该地址含用户名或密码，因此未跟随；该云的数据不作任何更改</translation>
    </message>
    <message>
        <source>{provider}: {host} redirects to “{target}”, which is not a web address the app can fetch; nothing of this cloud changes</source>
        <translation>{provider}：{host} 重定向到“{target}”，它不是本应用可以下载的网址；该云的数据不作任何更改</translation>
    </message>
    <message>
        <source>{count} price(s) of {value} move by more than ×{factor} up or down (listed first above), often a slip of unit in the file; nothing changed</source>
        <translation>{value} 有 {count} 个价格的涨跌超过 ×{factor}（已列在上方最前面），这通常是文件中的单位错误；未作任何更改</translation>
    </message>
    <message>
        <source>the plan has no jobs; add at least one</source>
        <translation>计划中没有任务；请至少添加一个</translation>
    </message>
    <message>
        <source>the job name “{value}” is used twice (first at {first})</source>
        <translation>任务名“{value}”重复使用（第一次在 {first}）</translation>
    </message>
    <message>
        <source>say how often the job runs: runs_per_month for a training or fine-tune, or always_on: true for a service (one of them)</source>
        <translation>请说明任务多久运行一次：训练或微调用 runs_per_month，服务用 always_on: true（二者选一）</translation>
    </message>
    <message>
        <source>“{value}” is not the plan&apos;s currency ({currency}); leave it out or write {currency}</source>
        <translation>“{value}”不是计划的币种（{currency}）；请删去或写 {currency}</translation>
    </message>
    <message>
        <source>“{value}” is in {typed}, but this row&apos;s prices are in {currency}: type the price in {currency}</source>
        <translation>“{value}”是 {typed} 价格，但这一行的价格以 {currency} 计：请按 {currency} 输入价格</translation>
    </message>
    <message>
        <source>the job “{value}” cannot be run as asked</source>
        <translation>任务“{value}”无法按要求运行</translation>
    </message>
    <message>
        <source>this is neither a scenario nor a saved answer (an object with a “recommendation”)</source>
        <translation>这既不是场景，也不是保存的答案（含“recommendation”的对象）</translation>
    </message>
    <message>
        <source>a quoted cell is not closed: a closing quote mark (&quot;) is missing before the end of the file</source>
        <translation>有一个带引号的单元格没有结束：文件结尾前缺少收尾的引号（&quot;）</translation>
    </message>
    <message>
        <source>a quote mark (&quot;) inside a quoted cell is not doubled (write &quot;&quot;)</source>
        <translation>带引号的单元格里的引号（&quot;）没有写成两个（请写 &quot;&quot;）</translation>
    </message>
    <message>
        <source>a cell is longer than a CSV file may hold</source>
        <translation>有一个单元格超过了 CSV 文件允许的长度</translation>
    </message>
    <message>
        <source>a line break inside a cell that is not in quote marks</source>
        <translation>没有加引号的单元格里有换行</translation>
    </message>
    <message>
        <source>the file holds a NUL character (binary data)</source>
        <translation>文件中含有 NUL 字符（二进制数据）</translation>
    </message>
    <message>
        <source>the server closed the connection without an answer</source>
        <translation>服务器没有应答就关闭了连接</translation>
    </message>
    <message>
        <source>a line of the answer is too long</source>
        <translation>应答中有一行过长</translation>
    </message>
    <message>
        <source>the answer&apos;s chunks are broken</source>
        <translation>应答的分块数据已损坏</translation>
    </message>
    <message>
        <source>the server&apos;s certificate is not trusted</source>
        <translation>服务器的证书不受信任</translation>
    </message>
    <message>
        <source>the server&apos;s name was not found</source>
        <translation>找不到服务器的域名</translation>
    </message>
    <message>
        <source>no route to the server</source>
        <translation>无法到达服务器</translation>
    </message>
    <message>
        <source>no route to the network</source>
        <translation>无法到达该网络</translation>
    </message>
    <message>
        <source>the connection was aborted</source>
        <translation>连接被中止</translation>
    </message>
    <message>
        <source>the connection timed out</source>
        <translation>连接超时</translation>
    </message>
    <message>
        <source>the address is not available on this computer</source>
        <translation>本机无法使用这个地址</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>没有权限</translation>
    </message>
    <message>
        <source>not permitted</source>
        <translation>不允许</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>这是一个文件夹</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>磁盘已满</translation>
    </message>
    <message>
        <source>not a regular file (a folder, named pipe or device)</source>
        <translation>不是普通文件（而是文件夹、命名管道或设备）</translation>
    </message>
    <message>
        <source>the text is not in the expected encoding</source>
        <translation>文字编码不是预期的编码</translation>
    </message>
    <message>
        <source>⟨tab character⟩</source>
        <translation>⟨制表符⟩</translation>
    </message>
    <message>
        <source>⟨line break⟩</source>
        <translation>⟨换行符⟩</translation>
    </message>
    <message>
        <source>⟨carriage return⟩</source>
        <translation>⟨回车符⟩</translation>
    </message>
    <message>
        <source>a value is missing or not written as JSON: text goes in double quotes; numbers, true, false and null without</source>
        <translation>缺少一个值，或这个值不是 JSON 的写法：文字要放在双引号里；数字、true、false 和 null 不加引号</translation>
    </message>
    <message>
        <source>a comma is missing between two entries</source>
        <translation>两项之间缺少逗号</translation>
    </message>
    <message>
        <source>a colon is missing after a field&apos;s name</source>
        <translation>字段名后缺少冒号</translation>
    </message>
    <message>
        <source>a field&apos;s name in double quotes is expected here: single quotes are not JSON, nor is a comma after the last entry</source>
        <translation>这里应是放在双引号里的字段名：JSON 不用单引号，最后一项后面也不能有逗号</translation>
    </message>
    <message>
        <source>a text in quotes starts here and is not closed</source>
        <translation>这里开始的引号内文字没有闭合</translation>
    </message>
    <message>
        <source>a backslash starts an escape JSON does not know (write two backslashes for one)</source>
        <translation>反斜杠开始了一个 JSON 不认识的转义（一个反斜杠要写成两个）</translation>
    </message>
    <message>
        <source>a “u” escape needs four hexadecimal digits</source>
        <translation>“u” 转义需要四位十六进制数字</translation>
    </message>
    <message>
        <source>more text follows the end of the file&apos;s one JSON object</source>
        <translation>文件中唯一的 JSON 对象结束后还有其他文字</translation>
    </message>
    <message>
        <source>a control character ({0}) inside a text in quotes, where JSON allows none; remove it, or write it as {1}</source>
        <translation>引号内的文字中有一个控制字符（{0}），JSON 不允许；请删除它，或写成 {1}</translation>
    </message>
    <message>
        <source>a control character ({0}) where JSON expects a field, a value or a comma; remove it</source>
        <translation>此处应是字段、值或逗号，却有一个控制字符（{0}）；请删除它</translation>
    </message>
    <message>
        <source>an invisible character ({0}) where JSON expects a field, a value or a comma; remove it, or replace it by a plain space</source>
        <translation>此处应是字段、值或逗号，却有一个看不见的字符（{0}）；请删除它，或换成普通空格</translation>
    </message>
    <message>
        <source>line {0}, column {1}: {2}</source>
        <translation>第 {0} 行第 {1} 列：{2}</translation>
    </message>
    <message>
        <source>pass --table</source>
        <translation>请用 --table 指定</translation>
    </message>
    <message>
        <source>use --force to overwrite</source>
        <translation>用 --force 覆盖</translation>
    </message>
    <message>
        <source>run &apos;gpu-advisor catalog merge --apply&apos;</source>
        <translation>请运行 &apos;gpu-advisor catalog merge --apply&apos;</translation>
    </message>
    <message>
        <source>or pass --provider with one of: {known}</source>
        <translation>或用 --provider 指定其中之一：{known}</translation>
    </message>
    <message>
        <source>use one of: {known}</source>
        <translation>可选：{known}</translation>
    </message>
    <message>
        <source>leave out --replace</source>
        <translation>去掉 --replace</translation>
    </message>
    <message>
        <source>or pass --source URL</source>
        <translation>或使用 --source URL 指定地址</translation>
    </message>
    <message>
        <source>check them, then run again with --accept-big-changes</source>
        <translation>请核对这些价格，确认无误后加上 --accept-big-changes 重新运行</translation>
    </message>
    <message>
        <source>update the app</source>
        <translation>请更新本应用</translation>
    </message>
    <message>
        <source>a group of fields in braces {…}</source>
        <translation>花括号 {…} 中的一组字段</translation>
    </message>
    <message>
        <source>text in quotes</source>
        <translation>引号中的文字</translation>
    </message>
    <message>
        <source>a list in brackets […]</source>
        <translation>方括号 […] 中的列表</translation>
    </message>
    <message>
        <source>a list of names in brackets […]</source>
        <translation>方括号 […] 中的名称列表</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>the number is too large (maximum {max})</source>
        <translation>数字太大（最大为 {max}）</translation>
    </message>
    <message>
        <source>{provider}: the price file cannot be read; nothing of this cloud changes</source>
        <translation>{provider}：价格文件无法读取；该云的数据不作任何更改</translation>
    </message>
    <message>
        <source>must be more than 0</source>
        <translation>必须大于 0</translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation>不能为负数</translation>
    </message>
    <message>
        <source>{value} is too small (must be more than {min})</source>
        <translation>{value} 太小（必须大于 {min}）</translation>
    </message>
    <message>
        <source>needed: there is no typical model of this kind to assume — choose one or type its size</source>
        <translation>需要填写：这类模型没有可假设的典型模型——请选择一个模型或填写其规模</translation>
    </message>
    <message>
        <source>an image model&apos;s size alone cannot be timed: its work per image depends on its design and image size (ResNet-50 and YOLOv8m both have 26 million parameters; YOLOv8m does ten times the work per image) — choose a known image model, or give a past run of this one</source>
        <translation>仅凭参数量无法估算图像模型的用时：每张图像的计算量取决于模型结构和图像尺寸（ResNet-50 与 YOLOv8m 都有 2,600 万参数，YOLOv8m 每张图像的计算量却是它的十倍）——请选择一个已知图像模型，或给出这个模型的一次历史运行</translation>
    </message>
    <message>
        <source>needed for fine-tuning: it is your own data, so there is no typical amount to assume</source>
        <translation>微调需要填写：这是您自己的数据，没有可假设的典型数据量</translation>
    </message>
    <message>
        <source>needed: there is no typical amount of data to assume for this kind of model</source>
        <translation>需要填写：这类模型没有可假设的典型数据量</translation>
    </message>
    <message>
        <source>problem “{0}”</source>
        <translation>问题“{0}”</translation>
    </message>
    <message>
        <source>this file is a team plan, not a scenario: price it with the plan command, or open it in the app (File → Open… opens it in Team plan)</source>
        <translation>这个文件是团队计划，不是方案文件：请用 plan 命令计价，或在软件中打开（文件 → 打开… 会在团队计划窗口中打开它）</translation>
    </message>
    <message>
        <source>this file is a saved answer, not a scenario: compare it with another answer (the compare command, or File → Compare with… in the app)</source>
        <translation>这个文件是已保存的结果，不是方案文件：可以与另一个结果比较（compare 命令，或软件中的 文件 → 与…比较）</translation>
    </message>
    <message>
        <source>did you mean {0}?</source>
        <translation>您是不是要找 {0}？</translation>
    </message>
    <message>
        <source>use one of: {0}</source>
        <translation>可选：{0}</translation>
    </message>
    <message>
        <source>give one of: {0}</source>
        <translation>请给出其中之一：{0}</translation>
    </message>
    <message>
        <source>{provider}: the price file cannot be read ({count} problems); nothing of this cloud changes</source>
        <translation>{provider}：价格文件无法读取（{count} 个问题）；该云的数据不作任何更改</translation>
    </message>
    <message>
        <source>each price source needs a cloud and an https:// address or a file on this computer</source>
        <translation>每个价格来源都需要填写云服务商，以及 https:// 地址或本机上的文件</translation>
    </message>
    <message>
        <source>an earlier row already has a price source in use for “{value}”, and an update reads only that one: turn one of them off or remove it</source>
        <translation>前面一行已有一个在用的“{value}”价格源，而更新时只读取那一个：请停用其中一个或将其删除</translation>
    </message>
    <message>
        <source>“{value}” is not a price file on this computer</source>
        <translation>“{value}”不是本机上的价格文件</translation>
    </message>
    <message>
        <source>“{value}” is neither an https:// address nor the full path of a file on this computer (/…/vms.csv, or file:///…/vms.csv)</source>
        <translation>“{value}”既不是 https:// 地址，也不是本机上文件的完整路径（/…/vms.csv，或 file:///…/vms.csv）</translation>
    </message>
    <message>
        <source>{provider}: the price file {path} on this computer cannot be read; nothing of this cloud changes</source>
        <translation>{provider}：无法读取本机上的价格文件 {path}；这家云的价格都不会改变</translation>
    </message>
    <message>
        <source>this file is a team plan, not an answer to compare: price it with the plan command</source>
        <translation>这个文件是团队计划，不是可以比较的答案：请用 plan 命令计价</translation>
    </message>
    <message>
        <source>this file is a team plan, not an answer to compare: open it with File → Team plan…</source>
        <translation>这个文件是团队计划，不是可以比较的答案：请用“文件 → 团队计划…”打开它</translation>
    </message>
    <message>
        <source>this kind of model cannot learn from {0}</source>
        <translation>这类模型不能从{0}学习</translation>
    </message>
    <message>
        <source>use a point for decimals ({0}) — a comma only separates thousands (1,500)</source>
        <translation>小数请用小数点（{0}）——逗号只用于千位分隔（1,500）</translation>
    </message>
    <message>
        <source>expected: {0}</source>
        <translation>应为：{0}</translation>
    </message>
    <message>
        <source>cannot tell from its header which catalog table this file is: it is nearest to the table “{0}”</source>
        <translation>无法从表头判断这个文件属于目录中的哪张表：最接近“{0}”表</translation>
    </message>
    <message>
        <source>, which needs the column(s) {0}</source>
        <translation>，但缺少该表必需的列：{0}</translation>
    </message>
    <message>
        <source>tables: {0}</source>
        <translation>表：{0}</translation>
    </message>
    <message>
        <source>today is {0}</source>
        <translation>今天是 {0}</translation>
    </message>
    <message>
        <source>the file: {0}, your catalog: {1}</source>
        <translation>文件中为 {0}，您的目录中为 {1}</translation>
    </message>
    <message>
        <source>in {0}</source>
        <translation>位于 {0}</translation>
    </message>
    <message>
        <source>it is a web page (HTML): check the address or the file</source>
        <translation>这是一个网页（HTML）：请检查地址或文件</translation>
    </message>
    <message>
        <source>for {0} parameters, type {1}B</source>
        <translation>如指 {0} 参数，请写 {1}B</translation>
    </message>
    <message>
        <source> ({0})</source>
        <translation>（{0}）</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>{0} MB</source>
        <translation>{0} MB</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0}（{1}）</translation>
    </message>
    <message>
        <source>“{0}”</source>
        <translation>“{0}”</translation>
    </message>
    <message>
        <source>field {0}</source>
        <translation>字段 {0}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>column {0} ({1})</source>
        <translation>“{0}”（{1}）列</translation>
    </message>
    <message>
        <source>the file must hold one JSON object — a group of fields in braces {{…}} — not {0}</source>
        <translation>文件必须是一个 JSON 对象——即用花括号 {{…}} 括起来的一组字段——而不是{0}</translation>
    </message>
    <message>
        <source>the file must hold one JSON object — a group of fields in braces {…}</source>
        <translation>文件必须是一个 JSON 对象——即用花括号 {…} 括起来的一组字段</translation>
    </message>
    <message>
        <source>a price cannot be negative</source>
        <translation>价格不能为负数</translation>
    </message>
    <message>
        <source>a price must be more than 0</source>
        <translation>价格必须大于 0</translation>
    </message>
    <message>
        <source>{0} is below the smallest price the catalog keeps ({1})</source>
        <translation>{0} 低于价格目录可保存的最低价格（{1}）</translation>
    </message>
    <message>
        <source>warning: {0}</source>
        <translation>注意：{0}</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <source>{0} or {1}</source>
        <translation>{0} 或 {1}</translation>
    </message>
    <message>
        <source>A budget is more than zero: “{0}” is not one. Type the amount a month, or 0 for no budget.</source>
        <translation>预算须大于零：“{0}”不是有效的预算。请输入每月金额，或输入 0 表示不设预算。</translation>
    </message>
    <message>
        <source>A budget is more than zero: “{0}” is not one. Type the amount, or tick “{1}”.</source>
        <translation>预算须大于零：“{0}”不是有效的预算。请输入金额，或勾选“{1}”。</translation>
    </message>
    <message>
        <source>“{0}” is more than the largest budget accepted, {1}.</source>
        <translation>“{0}”超过了可接受的最大预算 {1}。</translation>
    </message>
    <message>
        <source>“{0}” is in {1}: the catalog prices in {2} only and has no exchange rate for {1}. Type the budget in {2}.</source>
        <translation>“{0}”是 {1} 金额：价格目录只以 {2} 计价，没有 {1} 的汇率。请以 {2} 输入预算。</translation>
    </message>
</context>
<context>
    <name>Products</name>
    <message>
        <source>Premium SSD (P-series)</source>
        <translation>高级 SSD（P 系列）</translation>
    </message>
    <message>
        <source>Hyperdisk Balanced</source>
        <translation>Hyperdisk 平衡型</translation>
    </message>
    <message>
        <source>Premium SSD v2</source>
        <translation>高级 SSD v2</translation>
    </message>
    <message>
        <source>Standard SSD (E-series)</source>
        <translation>标准 SSD（E 系列）</translation>
    </message>
    <message>
        <source>Standard HDD</source>
        <translation>标准 HDD</translation>
    </message>
    <message>
        <source>Ultra Disk</source>
        <translation>超级磁盘</translation>
    </message>
    <message>
        <source>OSS Standard (LRS)</source>
        <translation>OSS 标准型（本地冗余）</translation>
    </message>
    <message>
        <source>COS Standard</source>
        <translation>COS 标准存储</translation>
    </message>
    <message>
        <source>Filesystem (persistent, shared)</source>
        <translation>文件系统（持久、共享）</translation>
    </message>
    <message>
        <source>Network SSD disk</source>
        <translation>网络 SSD 盘</translation>
    </message>
    <message>
        <source>Network volume</source>
        <translation>网络存储卷</translation>
    </message>
    <message>
        <source>Pod volume disk</source>
        <translation>Pod 存储卷</translation>
    </message>
    <message>
        <source>FSx for Lustre persistent HDD (PERSISTENT-12)</source>
        <translation>FSx for Lustre 持久型 HDD（PERSISTENT-12）</translation>
    </message>
    <message>
        <source>FSx for Lustre persistent SSD, 125 MB/s/TiB</source>
        <translation>FSx for Lustre 持久型 SSD，125 MB/s/TiB</translation>
    </message>
    <message>
        <source>ECS internet egress (pay-by-traffic)</source>
        <translation>ECS 公网出流量（按流量计费）</translation>
    </message>
    <message>
        <source>cross-AZ transfer, same region (private IP)</source>
        <translation>同地域跨可用区流量（内网 IP）</translation>
    </message>
    <message>
        <source>inter-region transfer out</source>
        <translation>跨地域出流量</translation>
    </message>
    <message>
        <source>intra-AZ transfer (private IP)</source>
        <translation>同可用区流量（内网 IP）</translation>
    </message>
    <message>
        <source>internet egress</source>
        <translation>公网出流量</translation>
    </message>
    <message>
        <source>internet egress (no charge)</source>
        <translation>公网出流量（免费）</translation>
    </message>
    <message>
        <source>internet egress tier 1 GB-10 TB per month</source>
        <translation>公网出流量，每月 1 GB–10 TB 档</translation>
    </message>
    <message>
        <source>internet egress tier 10 TB-50 TB per month</source>
        <translation>公网出流量，每月 10 TB–50 TB 档</translation>
    </message>
    <message>
        <source>internet egress tier 50 TB-150 TB per month</source>
        <translation>公网出流量，每月 50 TB–150 TB 档</translation>
    </message>
    <message>
        <source>internet egress tier 150 TB-and above per month</source>
        <translation>公网出流量，每月 150 TB 以上档</translation>
    </message>
    <message>
        <source>internet egress (Premium Tier) 0-1 TB per month</source>
        <translation>公网出流量（高级层级），每月 0–1 TB</translation>
    </message>
    <message>
        <source>internet egress (Premium Tier) 1 TB-10 TB per month</source>
        <translation>公网出流量（高级层级），每月 1 TB–10 TB</translation>
    </message>
    <message>
        <source>internet egress (Premium Tier) 10 TB-and above per month</source>
        <translation>公网出流量（高级层级），每月 10 TB 以上</translation>
    </message>
    <message>
        <source>data transfer out, egress (no charge)</source>
        <translation>数据传出（免费）</translation>
    </message>
    <message>
        <source>COS CDN back-to-origin traffic</source>
        <translation>COS CDN 回源流量</translation>
    </message>
    <message>
        <source>COS cross-region replication traffic</source>
        <translation>COS 跨地域复制流量</translation>
    </message>
    <message>
        <source>COS internet downstream (egress) traffic</source>
        <translation>COS 外网下行流量</translation>
    </message>
    <message>
        <source>, pay-as-you-go</source>
        <translation>，按量计费</translation>
    </message>
    <message>
        <source>, monthly subscription</source>
        <translation>，包年包月</translation>
    </message>
    <message>
        <source>Persistent Disk %1</source>
        <translation>永久性磁盘 %1</translation>
    </message>
    <message>
        <source>instance store %1</source>
        <translation>实例存储 %1</translation>
    </message>
</context>
<context>
    <name>Proposal</name>
    <message>
        <source>included</source>
        <translation>已含</translation>
    </message>
    <message>
        <source>no price in catalog</source>
        <translation>目录中无价格</translation>
    </message>
    <message>
        <source>GPU server proposal</source>
        <translation>算力服务器方案建议书</translation>
    </message>
    <message>
        <source>Date: {0}</source>
        <translation>日期：{0}</translation>
    </message>
    <message>
        <source>Prepared for: {0}</source>
        <translation>呈送：{0}</translation>
    </message>
    <message>
        <source>Prepared with {0} {1}</source>
        <translation>由{0} {1} 生成</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器台数</translation>
    </message>
    <message>
        <source>Cost per month</source>
        <translation>每月费用</translation>
    </message>
    <message>
        <source>Cost per year</source>
        <translation>每年费用</translation>
    </message>
    <message>
        <source>Time to finish</source>
        <translation>训练时长</translation>
    </message>
    <message>
        <source>Job cost</source>
        <translation>任务总费用</translation>
    </message>
    <message>
        <source>Recommended configuration</source>
        <translation>推荐配置</translation>
    </message>
    <message>
        <source>(the server has {0} vCPUs)</source>
        <translation>（该服务器有 {0} 个 vCPU）</translation>
    </message>
    <message>
        <source>(the server has {0} GB)</source>
        <translation>（该服务器有 {0} GB）</translation>
    </message>
    <message>
        <source>Provider and region</source>
        <translation>云厂商与地域</translation>
    </message>
    <message>
        <source>Server type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>CPU per server</source>
        <translation>每台 CPU</translation>
    </message>
    <message>
        <source>Memory per server</source>
        <translation>每台内存</translation>
    </message>
    <message>
        <source>Disks per server</source>
        <translation>每台磁盘</translation>
    </message>
    <message>
        <source>system {0}, data {1}</source>
        <translation>系统盘 {0}，数据盘 {1}</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Spot interruptions</source>
        <translation>竞价实例中断</translation>
    </message>
    <message>
        <source>Price as of</source>
        <translation>价格日期</translation>
    </message>
    <message>
        <source>(older than a year: check it)</source>
        <translation>（已超过一年，请核实）</translation>
    </message>
    <message>
        <source>Cost lines</source>
        <translation>费用明细</translation>
    </message>
    <message>
        <source>Each line is quantity × unit price = cost, in {0}.</source>
        <translation>每行为 数量 × 单价 = 费用，币种 {0}。</translation>
    </message>
    <message>
        <source>Total for the job</source>
        <translation>任务合计</translation>
    </message>
    <message>
        <source>Total for the first month</source>
        <translation>首月合计</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>for budgets: what one month of this plan costs</source>
        <translation>用于对照预算：此方案一个月的费用</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>产品</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <source>{0} line(s) have no price in the catalog and are not in the totals; ask the provider.</source>
        <translation>有 {0} 项在目录中没有价格，未计入合计；请向云厂商询价。</translation>
    </message>
    <message>
        <source>Prices in {0} converted at {1} {2} per {0} (rate of {3}).</source>
        <translation>以 {0} 计价的项目按 1 {0} = {1} {2} 换算（{3} 的汇率）。</translation>
    </message>
    <message>
        <source>A monthly subscription would pay off above {0} of use per month.</source>
        <translation>每月使用超过 {0}时，包年包月更划算。</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Each dot is a priced option; the dashed step line joins the options no other option beats on both cost and time.</source>
        <translation>每个点是一个有报价的方案；虚线阶梯连接的是在费用和时间上都无法被其他方案同时超越的方案。</translation>
    </message>
    <message>
        <source>Each dot is a priced option; the ringed one is recommended.</source>
        <translation>每个点是一个有报价的方案；带圆圈的是推荐方案。</translation>
    </message>
    <message>
        <source>Why this option</source>
        <translation>推荐理由</translation>
    </message>
    <message>
        <source>Alternatives</source>
        <translation>备选方案</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时长</translation>
    </message>
    <message>
        <source>Why not chosen</source>
        <translation>未选原因</translation>
    </message>
    <message>
        <source>about {0} expected; rate: {1}</source>
        <translation>预计约 {0} 次；中断率：{1}</translation>
    </message>
    <message>
        <source>Risks and tips</source>
        <translation>风险与建议</translation>
    </message>
    <message>
        <source>Check before ordering</source>
        <translation>下单前请核实</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>建议</translation>
    </message>
    <message>
        <source>Launch files</source>
        <translation>启动文件</translation>
    </message>
    <message>
        <source>Your requirements</source>
        <translation>您的需求</translation>
    </message>
    <message>
        <source>Answers left open, and what was assumed</source>
        <translation>未回答的问题及所作假设</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Assumed</source>
        <translation>假设值</translation>
    </message>
    <message>
        <source>Why, and source</source>
        <translation>理由与来源</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设条件</translation>
    </message>
    <message>
        <source>Every figure the estimate relied on, with its source.</source>
        <translation>估算所依据的每个数字及其来源。</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>What the answer depends on</source>
        <translation>答案取决于哪些假设</translation>
    </message>
    <message>
        <source>The same requirements priced with a smaller and a larger choice of what was assumed; the assumed row is the recommendation above.</source>
        <translation>同样的需求，把假设的内容换成更小和更大的选择后重新报价；“假设值”一行即上面的推荐方案。</translation>
    </message>
    <message>
        <source>no option</source>
        <translation>无可用方案</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>yes, but the deadline is at risk</source>
        <translation>是，但截止时间有风险</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>none set</source>
        <translation>未设定</translation>
    </message>
    <message>
        <source>{0}: {1}.</source>
        <extracomment>{0}: an assumed answer (&quot;GPU of your time estimate&quot;); {1}: why its choices give the same answer</extracomment>
        <translation>{0}：{1}。</translation>
    </message>
    <message>
        <source>misses the deadline</source>
        <translation>超出截止时间</translation>
    </message>
    <message>
        <source>over budget</source>
        <translation>超出预算</translation>
    </message>
    <message>
        <source>Per month ({0})</source>
        <translation>每月费用（{0}）</translation>
    </message>
    <message>
        <source>Total cost ({0})</source>
        <translation>总费用（{0}）</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>选择</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>取值</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>时长</translation>
    </message>
    <message>
        <source>Within budget and fast enough for a chat</source>
        <translation>在预算内且速度满足聊天</translation>
    </message>
    <message>
        <source>Fast enough for a chat</source>
        <translation>速度满足聊天</translation>
    </message>
    <message>
        <source>Meets deadline and budget</source>
        <translation>满足截止时间和预算</translation>
    </message>
    <message>
        <source>Meets the deadline</source>
        <translation>满足截止时间</translation>
    </message>
    <message>
        <source>Within the budget</source>
        <translation>在预算内</translation>
    </message>
    <message>
        <source>Deadline and budget</source>
        <translation>截止时间和预算</translation>
    </message>
    <message>
        <source>Time for an answer</source>
        <translation>一次回答用时</translation>
    </message>
    <message>
        <source>(an Arm CPU: aarch64 builds of the software)</source>
        <translation>（Arm 架构 CPU：需要为 aarch64 构建的软件）</translation>
    </message>
    <message>
        <source> (system disk: {0})</source>
        <translation>（系统盘：{0}）</translation>
    </message>
    <message>
        <source>fewer than {0} expected; rate: {1}</source>
        <translation>预计少于 {0} 次；中断率：{1}</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Price sources</source>
        <translation>价格来源</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>磁盘</translation>
    </message>
    <message>
        <source>Data transfer</source>
        <translation>数据传输</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>per hour</source>
        <translation>每小时</translation>
    </message>
    <message>
        <source>per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>per GB-month</source>
        <translation>每 GB·月</translation>
    </message>
    <message>
        <source>per GB</source>
        <translation>每 GB</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格项</translation>
    </message>
    <message>
        <source>Catalog value</source>
        <translation>目录价格</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Prices as of {0} (catalog of {1}); check them with the provider before ordering.</source>
        <translation>价格截至 {0}（价格目录日期 {1}）；下单前请向云厂商核实。</translation>
    </message>
    <message>
        <source>Your own prices, as you entered them: {0}.</source>
        <translation>您自己的价格（按您录入的数值）：{0}。</translation>
    </message>
    <message>
        <source>Page {0} of {1}</source>
        <translation>第 {0} 页，共 {1} 页</translation>
    </message>
</context>
<context>
    <name>ProposalCharts</name>
    <message>
        <source>Cost per month against time to finish</source>
        <translation>每月费用与完成时间</translation>
    </message>
    <message>
        <source>Job cost against time to finish</source>
        <translation>任务费用与完成时间</translation>
    </message>
    <message>
        <source>Hours to finish (log scale)</source>
        <translation>完成所需小时数（对数刻度）</translation>
    </message>
    <message>
        <source>Deadline {0}</source>
        <translation>截止 {0}</translation>
    </message>
    <message>
        <source>Monthly budget {0}</source>
        <translation>月预算 {0}</translation>
    </message>
    <message>
        <source>Budget {0}</source>
        <translation>预算 {0}</translation>
    </message>
    <message>
        <source>Recommended: {0}</source>
        <translation>推荐：{0}</translation>
    </message>
    <message>
        <source>meets every requirement</source>
        <translation>满足全部要求</translation>
    </message>
    <message>
        <source>misses a requirement</source>
        <translation>不满足某项要求</translation>
    </message>
    <message>
        <source>Cost per month by item</source>
        <translation>每月费用构成</translation>
    </message>
    <message>
        <source>Job cost by item</source>
        <translation>任务费用构成</translation>
    </message>
    <message>
        <source>Not priced in the catalog (not in the bars): {0}</source>
        <translation>目录中无价格（未计入柱条）：{0}</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>驱动器</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>查找范围(&amp;L)：</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>文件类型(&amp;T)：</translation>
    </message>
</context>
<context>
    <name>Regions</name>
    <message>
        <source>mainland China</source>
        <translation>中国大陆</translation>
    </message>
    <message>
        <source>Shanghai</source>
        <translation>上海</translation>
    </message>
    <message>
        <source>Northern Virginia, US</source>
        <translation>美国弗吉尼亚北部</translation>
    </message>
    <message>
        <source>Ohio, US</source>
        <translation>美国俄亥俄</translation>
    </message>
    <message>
        <source>Oregon, US</source>
        <translation>美国俄勒冈</translation>
    </message>
    <message>
        <source>East US</source>
        <translation>美国东部</translation>
    </message>
    <message>
        <source>West US 2</source>
        <translation>美国西部 2</translation>
    </message>
    <message>
        <source>West US 3</source>
        <translation>美国西部 3</translation>
    </message>
    <message>
        <source>Singapore</source>
        <translation>新加坡</translation>
    </message>
    <message>
        <source>Netherlands</source>
        <translation>荷兰</translation>
    </message>
    <message>
        <source>US Central</source>
        <translation>美国中部</translation>
    </message>
    <message>
        <source>Finland</source>
        <translation>芬兰</translation>
    </message>
    <message>
        <source>Paris, France</source>
        <translation>法国巴黎</translation>
    </message>
    <message>
        <source>Israel</source>
        <translation>以色列</translation>
    </message>
    <message>
        <source>United States</source>
        <translation>美国</translation>
    </message>
    <message>
        <source>all regions</source>
        <translation>所有地域</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0}（{1}）</translation>
    </message>
</context>
<context>
    <name>ResultView</name>
    <message>
        <source>Recommendation</source>
        <translation>推荐方案</translation>
    </message>
    <message>
        <source>Why, warnings and tips</source>
        <translation>理由、警告与建议</translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation>复制详情</translation>
    </message>
    <message>
        <source>Copy the technical details of the failure, for a bug report.</source>
        <translation>复制出错的技术细节，用于报告问题。</translation>
    </message>
    <message>
        <source>Cost lines</source>
        <translation>费用明细</translation>
    </message>
    <message>
        <source>Alternatives</source>
        <translation>备选方案</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>&amp;Charts</source>
        <translation>图表(&amp;C)</translation>
    </message>
    <message>
        <source>Cost &amp;lines</source>
        <translation>费用明细(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Alternatives</source>
        <translation>备选方案(&amp;A)</translation>
    </message>
    <message>
        <source>A&amp;ssumptions</source>
        <translation>假设(&amp;S)</translation>
    </message>
    <message>
        <source>No result for these answers yet.</source>
        <translation>这些回答暂无结果。</translation>
    </message>
    <message>
        <source>Working out the smaller and larger choices…</source>
        <translation>正在计算更小和更大的选择…</translation>
    </message>
    <message>
        <source>No estimate: see the warning below.</source>
        <translation>无法估算：见下方警告。</translation>
    </message>
    <message>
        <source>No service can carry this load: see the warning below.</source>
        <translation>没有任何服务能承载这个负载：见下方警告。</translation>
    </message>
    <message>
        <source>Why this one</source>
        <translation>推荐理由</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>建议</translation>
    </message>
    <message>
        <source>Answers you left open, and what was assumed</source>
        <translation>您没有回答的问题，以及采用的假设</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>产品</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>用时</translation>
    </message>
    <message>
        <source>Answer time</source>
        <translation>回答用时</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>%1
(runner-up)</source>
        <translation>%1
（次优方案）</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>Why not chosen</source>
        <translation>未选原因</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>取值</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>偏好设置</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Automatic (from the clouds chosen and the language)</source>
        <translation>自动（根据所选云厂商和界面语言）</translation>
    </message>
    <message>
        <source>CNY (¥)</source>
        <translation>人民币（¥）</translation>
    </message>
    <message>
        <source>USD ($)</source>
        <translation>美元（$）</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Show prices of new scenarios in:</source>
        <translation>新方案的价格显示币种(&amp;S)：</translation>
    </message>
    <message>
        <source>Clouds for &amp;new scenarios:</source>
        <translation>新方案默认云厂商(&amp;N)：</translation>
    </message>
    <message>
        <source>Tick none to consider every cloud. Existing scenarios keep their own choice.</source>
        <translation>都不勾选则考虑所有云厂商。已有方案保留各自的选择。</translation>
    </message>
    <message>
        <source>General</source>
        <translation>常规</translation>
    </message>
    <message>
        <source>Price sources</source>
        <translation>价格来源</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Search (any column)</source>
        <translation>搜索（任意列）</translation>
    </message>
    <message>
        <source>Provider:</source>
        <translation>云厂商：</translation>
    </message>
    <message>
        <source>GPU:</source>
        <translation>GPU：</translation>
    </message>
    <message>
        <source>Region:</source>
        <translation>地域：</translation>
    </message>
    <message>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) shown</source>
        <translation>
            <numerusform>显示 %n 行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in the table</source>
        <translation>
            <numerusform>表中共 %n 行</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TeamPlanWindow</name>
    <message>
        <source>Team plan</source>
        <translation>团队计划</translation>
    </message>
    <message>
        <source>e.g. Research team, March</source>
        <translation>例如：研究组，三月</translation>
    </message>
    <message>
        <source>no budget</source>
        <translation>无预算</translation>
    </message>
    <message>
        <source>CNY (¥)</source>
        <translation>人民币（¥）</translation>
    </message>
    <message>
        <source>USD ($)</source>
        <translation>美元（$）</translation>
    </message>
    <message>
        <source>Servers kept all month are shared by the trainings in turn. Sized for the slow end, every run keeps its deadline even if every run takes the slow end of its likely range; sized for the expected hours, they may be fewer or smaller, and a slow month can miss deadlines.</source>
        <translation>整月保留的服务器由各项训练轮流使用。按偏慢一端配置时，即使每次运行都落在可能范围的偏慢一端，也能保证截止时间；按预计用时配置时，服务器可能更少或更小，但运行变慢的月份可能错过截止时间。</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>&amp;Add job…</source>
        <translation>添加任务(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>复制(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>删除(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;New plan</source>
        <translation>新建计划(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open plan…</source>
        <translation>打开计划(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save plan…</source>
        <translation>保存计划(&amp;S)…</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>导出 &amp;PDF…</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>导出 &amp;CSV…</translation>
    </message>
    <message>
        <source>Rename the plan</source>
        <translation>重命名计划</translation>
    </message>
    <message>
        <source>Change the clouds</source>
        <translation>更改云厂商</translation>
    </message>
    <message>
        <source>Change the budget</source>
        <translation>更改预算</translation>
    </message>
    <message>
        <source>Change how shared servers are sized</source>
        <translation>更改共享服务器的配置方式</translation>
    </message>
    <message>
        <source>Change the currency</source>
        <translation>更改币种</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Plan name</source>
        <translation>计划名称</translation>
    </message>
    <message>
        <source>Budget per month</source>
        <translation>每月预算</translation>
    </message>
    <message>
        <source>Clouds</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Size shared servers for</source>
        <translation>共享服务器配置依据</translation>
    </message>
    <message>
        <source>Jobs of the month:</source>
        <translation>本月任务：</translation>
    </message>
    <message>
        <source>The month against the budget:</source>
        <translation>本月费用与预算：</translation>
    </message>
    <message>
        <source>The plan is now in {0}, the currency the budget was typed in.</source>
        <translation>计划已改为以 {0} 计，即输入预算时所用的币种。</translation>
    </message>
    <message>
        <source>{0} — {1}</source>
        <translation>{0} — {1}</translation>
    </message>
    <message>
        <source>Unsaved plan</source>
        <translation>计划未保存</translation>
    </message>
    <message>
        <source>Save the changes to this plan first?</source>
        <translation>是否先保存对此计划的修改？</translation>
    </message>
    <message>
        <source>always on</source>
        <translation>常开</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) a month</source>
        <translation>
            <numerusform>每月 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <source>Job {0}</source>
        <translation>任务 {0}</translation>
    </message>
    <message>
        <source>Add job</source>
        <translation>添加任务</translation>
    </message>
    <message>
        <source>Edit job</source>
        <translation>编辑任务</translation>
    </message>
    <message>
        <source>Duplicate job</source>
        <translation>复制任务</translation>
    </message>
    <message>
        <source>Remove job</source>
        <translation>删除任务</translation>
    </message>
    <message>
        <source>Add the jobs of a month: trainings, fine-tunes and services.</source>
        <translation>添加一个月的任务：训练、微调和服务。</translation>
    </message>
    <message>
        <source>all clouds (or e.g. %1)</source>
        <translation>所有云厂商（或例如 %1）</translation>
    </message>
    <message>
        <source>The clouds to price on, by name or id, separated by commas; empty for all.</source>
        <translation>用于计价的云厂商，可填名称或标识，以逗号分隔；留空表示全部。</translation>
    </message>
    <message>
        <source>the slow end (deadlines kept)</source>
        <translation>偏慢一端（保证截止时间）</translation>
    </message>
    <message>
        <source>the expected hours (cheaper)</source>
        <translation>预计用时（更省钱）</translation>
    </message>
    <message>
        <source>No month to show until the budget is fixed (see under it).</source>
        <translation>预算改正之前不显示本月（见预算下方的说明）。</translation>
    </message>
    <message>
        <source>Type the budget again, or press Esc in it to put back the amount it had.</source>
        <translation>请重新输入预算，或在预算框中按 Esc 恢复原来的金额。</translation>
    </message>
    <message>
        <source>plan</source>
        <translation>计划</translation>
    </message>
    <message>
        <source>Pricing the month…</source>
        <translation>正在计算本月费用…</translation>
    </message>
    <message>
        <source>No jobs yet. Press “Add job…” to add a training, a fine-tune or a service: its runs show here, day by day.</source>
        <translation>还没有任务。点“添加任务…”添加训练、微调或服务：它们的每次运行会按天显示在这里。</translation>
    </message>
    <message>
        <source>No month to show until the problem above is fixed: open the job it names (double-click it in the list) and change that answer.</source>
        <translation>上面的问题改正之前无法显示这个月：打开其中指出的任务（在列表中双击它），修改那个回答。</translation>
    </message>
    <message>
        <source>Something went wrong while pricing the month, so no month is shown. Changing the plan tries again; the details are in gpu-advisor.log in the data folder.</source>
        <translation>计算本月费用时出错，因此不显示本月结果。修改计划会重新计算；详细信息已写入数据文件夹中的 gpu-advisor.log。</translation>
    </message>
    <message>
        <source>No month to show.</source>
        <translation>无法显示这个月。</translation>
    </message>
    <message>
        <source>{0} a month (no budget)</source>
        <translation>每月 {0}（无预算）</translation>
    </message>
    <message>
        <source>Open plan</source>
        <translation>打开计划</translation>
    </message>
    <message>
        <source>Plans (*.json)</source>
        <translation>计划 (*.json)</translation>
    </message>
    <message>
        <source>Save plan</source>
        <translation>保存计划</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <source>Cannot write {0}: {1}</source>
        <translation>无法写入 {0}：{1}</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export plan</source>
        <translation>导出计划</translation>
    </message>
</context>
<context>
    <name>Timeline</name>
    <message>
        <source>day of the month</source>
        <translation>月内天数</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <source>share of layers recomputed</source>
        <translation>重算层的占比</translation>
    </message>
    <message>
        <source>x LoRA time</source>
        <translation>× LoRA 时间</translation>
    </message>
    <message>
        <source>x estimate</source>
        <translation>× 估算值</translation>
    </message>
    <message>
        <source>x log-width</source>
        <translation>× 对数宽度</translation>
    </message>
    <message>
        <source>x modelled utilisation</source>
        <translation>× 模型利用率</translation>
    </message>
    <message>
        <source>added to the range&apos;s width (× log)</source>
        <translation>加到范围宽度（对数倍）</translation>
    </message>
    <message>
        <source>x the range&apos;s high end</source>
        <translation>× 范围上端</translation>
    </message>
    <message>
        <source>x reference dataset&apos;s image size</source>
        <translation>× 参考数据集的图像大小</translation>
    </message>
    <message>
        <source>x the range&apos;s low end</source>
        <translation>× 范围下限</translation>
    </message>
    <message>
        <source>reasons</source>
        <translation>个原因</translation>
    </message>
    <message>
        <source>× gradient bytes</source>
        <translation>× 梯度字节数</translation>
    </message>
    <message>
        <source>× the model&apos;s bytes</source>
        <translation>× 模型字节数</translation>
    </message>
    <message>
        <source>of a step&apos;s compute</source>
        <translation>（占一步计算的比例）</translation>
    </message>
    <message>
        <source>x measured classifier rate</source>
        <translation>× 实测分类模型速率</translation>
    </message>
    <message>
        <source>samples/s per GPU</source>
        <translation>样本/秒（每卡）</translation>
    </message>
    <message>
        <source>images/s per worker</source>
        <translation>图片/秒（每进程）</translation>
    </message>
    <message>
        <source>workers per GPU</source>
        <translation>进程/卡</translation>
    </message>
    <message>
        <source>pixels</source>
        <translation>像素</translation>
    </message>
    <message>
        <source>decoded images per sample</source>
        <translation>张解码图片/样本</translation>
    </message>
    <message>
        <source>x a dense model of the same active size</source>
        <translation>× 同等激活参数稠密模型的速度</translation>
    </message>
    <message>
        <source>FLOPs per token and position</source>
        <translation>FLOPs（每 token、每个位置）</translation>
    </message>
    <message>
        <source>x model size</source>
        <translation>× 模型规模</translation>
    </message>
    <message>
        <source>server-hours</source>
        <translation>服务器小时</translation>
    </message>
    <message>
        <source>x GPU memory</source>
        <translation>× 显存</translation>
    </message>
    <message>
        <source>Gbit/s between servers</source>
        <translation>Gbit/s</translation>
    </message>
    <message>
        <source>fraction of a step</source>
        <translation>单步时间占比</translation>
    </message>
    <message>
        <source>fraction of the roofline speed</source>
        <translation>屋顶线速度占比</translation>
    </message>
    <message>
        <source>h</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>s</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>微秒</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>样本</translation>
    </message>
    <message>
        <source>images</source>
        <translation>张图像</translation>
    </message>
    <message>
        <source>% per month</source>
        <translation>% / 月</translation>
    </message>
    <message>
        <source>DIMMs</source>
        <translation>条</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <source>FLOPs per MAC</source>
        <translation>FLOPs / 乘加</translation>
    </message>
    <message>
        <source>GB per GPU</source>
        <translation>GB / 卡</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>张卡</translation>
    </message>
    <message>
        <source>MB/s per server</source>
        <translation>MB/s / 台</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <source>bytes/character</source>
        <translation>字节/字</translation>
    </message>
    <message>
        <source>bytes/token</source>
        <translation>字节/token</translation>
    </message>
    <message>
        <source>characters/token</source>
        <translation>字/token</translation>
    </message>
    <message>
        <source>checkpoints</source>
        <translation>个</translation>
    </message>
    <message>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <source>elements per token per layer</source>
        <translation>个元素/token/层</translation>
    </message>
    <message>
        <source>fraction</source>
        <translation>（比例）</translation>
    </message>
    <message>
        <source>of dense peak</source>
        <translation>（占稠密峰值）</translation>
    </message>
    <message>
        <source>of memory bandwidth</source>
        <translation>（占显存带宽）</translation>
    </message>
    <message>
        <source>of the parameters</source>
        <translation>（占参数量）</translation>
    </message>
    <message>
        <source>of peak (calibration GPU)</source>
        <translation>（占校准 GPU 的峰值）</translation>
    </message>
    <message>
        <source>of the time</source>
        <translation>（占时间）</translation>
    </message>
    <message>
        <source>hidden units per layer</source>
        <translation>个隐藏单元 / 层</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>interruptions</source>
        <translation>次中断</translation>
    </message>
    <message>
        <source>servers</source>
        <translation>台</translation>
    </message>
    <message>
        <source>compute capability</source>
        <translation>计算能力</translation>
    </message>
    <message>
        <source>s per output token</source>
        <translation>秒/输出 token</translation>
    </message>
    <message>
        <source>options</source>
        <translation>个</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>个参数</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>轮</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>请求/秒</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation>条序列</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>步</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>个 token</translation>
    </message>
    <message>
        <source>vCPUs per core</source>
        <translation>vCPU / 核</translation>
    </message>
    <message>
        <source>×</source>
        <translation>倍</translation>
    </message>
    <message>
        <source>× forward pass</source>
        <translation>倍前向计算</translation>
    </message>
    <message>
        <source>× hidden size²</source>
        <translation>× 隐藏维度²</translation>
    </message>
    <message>
        <source>× on-demand price</source>
        <translation>倍按量价格</translation>
    </message>
    <message>
        <source>× the time</source>
        <translation>× 耗时</translation>
    </message>
    <message>
        <source>1 = yes, 0 = no</source>
        <translation>1 = 是，0 = 否</translation>
    </message>
    <message>
        <source>assumed (not known)</source>
        <translation>假定（未知）</translation>
    </message>
    <message>
        <source>TFLOPS (dense, {0})</source>
        <translation>TFLOPS（稠密，{0}）</translation>
    </message>
    <message>
        <source>(efficiency of {0} GPUs over {1})</source>
        <translation>（{0} 卡经 {1} 互联的效率）</translation>
    </message>
    <message>
        <source>(factor for {0} GPUs across servers over {1})</source>
        <translation>（{0} 卡跨服务器经 {1}的系数）</translation>
    </message>
    <message>
        <source>(factor for {0} servers over {1})</source>
        <translation>（{0} 台服务器、经{1}的系数）</translation>
    </message>
    <message>
        <source>(factor for {0} GPUs over {1} servers)</source>
        <translation>（{0} 块 GPU、分布在 {1} 台服务器上的系数）</translation>
    </message>
    <message>
        <source>(factor for {0} servers over {1} Gbit/s)</source>
        <translation>（{0} 台服务器、经 {1} Gbit/s 网络的系数）</translation>
    </message>
    <message>
        <source>samples/s on {0} × {1} ({2})</source>
        <translation>每秒样本数（{0} × {1}，{2}）</translation>
    </message>
    <message>
        <source>mixed precision</source>
        <translation>混合精度</translation>
    </message>
</context>
<context>
    <name>UpdateDialog</name>
    <message>
        <source>This computer is offline. Prices can be updated when it is connected to the internet; nothing has changed.</source>
        <translation>这台电脑目前没有联网。连上互联网后即可更新价格；目前没有任何更改。</translation>
    </message>
    <message>
        <source>Update prices</source>
        <translation>更新价格</translation>
    </message>
    <message>
        <source>Import price file %1</source>
        <translation>导入价格文件 %1</translation>
    </message>
    <message>
        <source>Fetches the current price files of the chosen clouds and shows what would change. Nothing changes until you apply; your own prices are kept unless you tick them.</source>
        <translation>下载所选云服务商当前的价格文件，并列出将会发生的变化。点击“应用”之前不会更改任何内容；您自己录入的价格会保留，除非您勾选替换。</translation>
    </message>
    <message>
        <source>What this price file would change, shown as an update shows it. Nothing changes until you apply; your own prices are kept unless you tick them.</source>
        <translation>以下是此价格文件将带来的变化，显示方式与更新价格相同。点击“应用”之前不会更改任何内容；您自己录入的价格会保留，除非您勾选替换。</translation>
    </message>
    <message>
        <source>Clouds:</source>
        <translation>云服务商：</translation>
    </message>
    <message>
        <source>&amp;Fetch prices</source>
        <translation>获取价格(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>停止(&amp;S)</translation>
    </message>
    <message>
        <source>Price &amp;sources…</source>
        <translation>价格来源(&amp;S)…</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>On-demand per hour</source>
        <translation>按量（每小时）</translation>
    </message>
    <message>
        <source>Spot per hour</source>
        <translation>竞价（每小时）</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>应用(&amp;A)</translation>
    </message>
    <message>
        <source>No cloud has a price source. Add one with “Price sources…”.</source>
        <translation>没有任何云服务商设置了价格来源。请通过“价格来源…”添加。</translation>
    </message>
    <message>
        <source>Fetching…</source>
        <translation>正在获取…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>connecting</source>
        <translation>正在连接</translation>
    </message>
    <message>
        <source>%1 kB</source>
        <translation>%1 kB</translation>
    </message>
    <message>
        <source>Prices updated: %1 changed, %2 added. Save the catalog to keep them.</source>
        <translation>价格已更新：%1 个变化，%2 个新增。请保存目录以保留这些更改。</translation>
    </message>
    <message>
        <source>reading</source>
        <translation>正在读取</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0}（{1}）</translation>
    </message>
    <message>
        <source>done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>无法读取</translation>
    </message>
    <message>
        <source>download failed</source>
        <translation>下载失败</translation>
    </message>
    <message>
        <source>Stopped. Nothing has changed.</source>
        <translation>已停止。没有任何更改。</translation>
    </message>
    <message>
        <source>The update failed: %1. Nothing has changed.</source>
        <translation>更新失败：%1。没有任何更改。</translation>
    </message>
    <message>
        <source>Tick to replace your own price by the file&apos;s</source>
        <translation>勾选后用文件中的价格替换您自己的价格</translation>
    </message>
    <message>
        <source>Big change: %1</source>
        <translation>大幅变动：%1</translation>
    </message>
    <message>
        <source>Big change</source>
        <translation>大幅变动</translation>
    </message>
    <message>
        <source>new: %1</source>
        <translation>新增：%1</translation>
    </message>
    <message>
        <source>price changes: %1</source>
        <translation>价格变化：%1</translation>
    </message>
    <message>
        <source>no longer in the file: %1</source>
        <translation>已不在文件中：%1</translation>
    </message>
    <message>
        <source>not usable: %1</source>
        <translation>无法使用：%1</translation>
    </message>
    <message>
        <source>unchanged: %1</source>
        <translation>未变：%1</translation>
    </message>
    <message>
        <source>confirmed: %1</source>
        <translation>已确认：%1</translation>
    </message>
    <message>
        <source>big changes: %1</source>
        <translation>大幅变动：%1</translation>
    </message>
    <message>
        <source>file dated %1</source>
        <translation>文件日期 %1</translation>
    </message>
    <message>
        <source>the file carries no date</source>
        <translation>文件没有日期</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>The server dates this file %1, later than today; the fetch date %2 is used instead.</source>
        <translation>服务器给出的文件日期为 %1，晚于今天；改用下载日期 %2。</translation>
    </message>
    <message>
        <source>New</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>已确认</translation>
    </message>
    <message>
        <source>Your own price (%1): its date %2 stays unless ticked</source>
        <translation>您自己的价格（%1）：除非勾选，其日期 %2 保持不变</translation>
    </message>
    <message>
        <source>Tick to date your own price as of the file, which gives the same price</source>
        <translation>勾选后，您自己的价格将以该文件的日期为准（文件中的价格与之相同）</translation>
    </message>
    <message>
        <source>same price; dated %1 → %2</source>
        <translation>价格相同；日期 %1 → %2</translation>
    </message>
    <message>
        <source>column %1: “%2”</source>
        <translation>列 %1：“%2”</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>列 %1</translation>
    </message>
    <message>
        <source>Your own price (%1): kept unless ticked</source>
        <translation>您自己的价格（%1）：除非勾选，否则保留</translation>
    </message>
    <message>
        <source>Price change</source>
        <translation>价格变化</translation>
    </message>
    <message>
        <source>No longer in the file</source>
        <translation>已不在文件中</translation>
    </message>
    <message>
        <source>kept in your catalog</source>
        <translation>在您的目录中保留</translation>
    </message>
    <message>
        <source>Your catalog&apos;s values kept: %1</source>
        <translation>保留您目录中的数值：%1 处</translation>
    </message>
    <message>
        <source>file row %1</source>
        <translation>文件第 %1 行</translation>
    </message>
    <message>
        <source>Your prices match the files: nothing to apply.</source>
        <translation>您的价格与文件一致：无需应用。</translation>
    </message>
    <message>
        <source>Clouds shown in red are not updated; nothing of them changes.</source>
        <translation>红色显示的云服务商不会更新，其数据保持不变。</translation>
    </message>
    <message>
        <source>… %1 more</source>
        <translation>… 另有 %1 行</translation>
    </message>
    <message numerus="yes">
        <source>Apply the %n big change(s) of %1 (prices that move by more than ×%2 up or down, listed first and marked in red)</source>
        <translation>
            <numerusform>应用 %1 的 %n 个大幅变动（涨跌超过 ×%2 的价格，已列在最前面并以红色标出）</numerusform>
        </translation>
    </message>
    <message>
        <source>Unticked, nothing of this cloud is applied: a price that moves this much is most often a slip of unit in the file.</source>
        <translation>不勾选时，该云的任何更改都不会应用：变动如此之大的价格通常是文件中的单位错误。</translation>
    </message>
    <message>
        <source>No price file could be read: nothing changes.</source>
        <translation>没有能读取的价格文件：不会做任何更改。</translation>
    </message>
    <message>
        <source>The prices of %1 match their files; the other clouds&apos; files could not be read: nothing to apply.</source>
        <translation>%1的价格与其文件一致；其他云服务商的文件无法读取：无需应用。</translation>
    </message>
    <message>
        <source>quoted</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>entered by you</source>
        <translation>您录入的</translation>
    </message>
    <message>
        <source>Update prices… (this computer is offline)</source>
        <translation>更新价格…（这台电脑没有联网）</translation>
    </message>
    <message>
        <source>&amp;Update prices…</source>
        <translation>更新价格(&amp;U)…</translation>
    </message>
    <message>
        <source>Not updated:</source>
        <translation>未更新：</translation>
    </message>
    <message>
        <source>Prices updated: %1 changed, %2 added, %4 confirmed (dated as of their file), %3 of your own kept. Save the catalog to keep them.</source>
        <translation>价格已更新：%1 个变化，%2 个新增，%4 个已确认（日期改为其文件的日期），保留了您自己的 %3 个价格。请保存目录以保留这些更改。</translation>
    </message>
    <message>
        <source>Prices updated: %1 changed, %2 added, %4 confirmed (dated as of their file). Save the catalog to keep them.</source>
        <translation>价格已更新：%1 个变化，%2 个新增，%4 个已确认（日期改为其文件的日期）。请保存目录以保留这些更改。</translation>
    </message>
    <message>
        <source>Prices updated: %1 changed, %2 added, %3 of your own kept. Save the catalog to keep them.</source>
        <translation>价格已更新：%1 个变化，%2 个新增，保留了您自己的 %3 个价格。请保存目录以保留这些更改。</translation>
    </message>
</context>
<context>
    <name>Wizard</name>
    <message>
        <source>Steps</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; 上一步(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>下一步(&amp;N) &gt;</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>What do you want to do with GPUs?</source>
        <translation>您想用 GPU 做什么？</translation>
    </message>
    <message>
        <source>&amp;Train a model</source>
        <translation>从零训练模型(&amp;T)</translation>
    </message>
    <message>
        <source>Training builds a model from scratch; fine-tuning adapts an existing model to your data; serving answers users&apos; requests (inference).</source>
        <translation>训练是从零构建模型；微调是用您的数据调整已有模型；推理服务是响应用户的请求。</translation>
    </message>
    <message>
        <source>Language model (text)</source>
        <translation>语言模型（文本）</translation>
    </message>
    <message>
        <source>Vision (images)</source>
        <translation>视觉（图像）</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>推荐系统</translation>
    </message>
    <message>
        <source>Reinforcement learning</source>
        <translation>强化学习</translation>
    </message>
    <message>
        <source>Kind of model</source>
        <translation>模型类型</translation>
    </message>
    <message>
        <source>Different kinds of work stress compute, memory and storage differently.</source>
        <translation>不同类型的任务对算力、显存和存储的压力各不相同。</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Which model, or how big is it?</source>
        <translation>用哪个模型？或者模型有多大？</translation>
    </message>
    <message>
        <source>(type a size instead)</source>
        <translation>（改为输入规模）</translation>
    </message>
    <message>
        <source>Known model</source>
        <translation>已知模型</translation>
    </message>
    <message>
        <source>e.g. 7B or 7e9</source>
        <translation>例如 7B 或 7e9</translation>
    </message>
    <message>
        <source>…or its size in parameters</source>
        <translation>…或者填参数量</translation>
    </message>
    <message>
        <source>I don&apos;t know</source>
        <translation>我不知道</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>How much data will the model learn from?</source>
        <translation>模型要学习多少数据？</translation>
    </message>
    <message>
        <source>GB of training data</source>
        <translation>GB 训练数据</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <source>samples (images, records)</source>
        <translation>样本（图片、记录）</translation>
    </message>
    <message>
        <source>Measured in</source>
        <translation>计量单位</translation>
    </message>
    <message>
        <source>e.g. 50</source>
        <translation>例如 50</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>For training from scratch, “I don&apos;t know” assumes the compute-optimal 20 tokens per parameter (Chinchilla).</source>
        <translation>从零训练时，勾选“我不知道”将按算力最优的每参数 20 个 token（Chinchilla）估算。</translation>
    </message>
    <message>
        <source>e.g. 3</source>
        <translation>例如 3</translation>
    </message>
    <message>
        <source>Passes over the data (epochs)</source>
        <translation>数据遍历次数（epoch）</translation>
    </message>
    <message>
        <source>How many times the model reads all the data.</source>
        <translation>模型把全部数据读几遍。</translation>
    </message>
    <message>
        <source>LoRA (small adapters; cheap)</source>
        <translation>LoRA（小型适配器，便宜）</translation>
    </message>
    <message>
        <source>QLoRA (4-bit; cheapest)</source>
        <translation>QLoRA（4 位量化，最便宜）</translation>
    </message>
    <message>
        <source>Full fine-tuning (all weights)</source>
        <translation>全参数微调（所有权重）</translation>
    </message>
    <message>
        <source>Fine-tuning method</source>
        <translation>微调方法</translation>
    </message>
    <message>
        <source>LoRA trains a small add-on and needs far less memory.</source>
        <translation>LoRA 只训练一个小附加模块，需要的显存少得多。</translation>
    </message>
    <message>
        <source>Number precision</source>
        <translation>数值精度</translation>
    </message>
    <message>
        <source>BF16 mixed precision is the usual choice.</source>
        <translation>通常选 BF16 混合精度。</translation>
    </message>
    <message>
        <source>Traffic</source>
        <translation>访问量</translation>
    </message>
    <message>
        <source>How much will the model be used?</source>
        <translation>模型的使用量有多大？</translation>
    </message>
    <message>
        <source>Questions per person per working day</source>
        <translation>每人每个工作日提问次数</translation>
    </message>
    <message>
        <source>e.g. 10</source>
        <translation>例如 10</translation>
    </message>
    <message>
        <source>e.g. 512</source>
        <translation>例如 512</translation>
    </message>
    <message>
        <source>Prompt length (tokens)</source>
        <translation>输入长度（token）</translation>
    </message>
    <message>
        <source>About ¾ of a word per token in English; 1–2 Chinese characters per token.</source>
        <translation>英文约每 token ¾ 个单词；中文约每 token 1–2 个汉字。</translation>
    </message>
    <message>
        <source>e.g. 256</source>
        <translation>例如 256</translation>
    </message>
    <message>
        <source>Answer length (tokens)</source>
        <translation>回答长度（token）</translation>
    </message>
    <message>
        <source>How long a typical answer is.</source>
        <translation>一条典型回答的长度。</translation>
    </message>
    <message>
        <source>Longest acceptable wait (seconds)</source>
        <translation>可接受的最长等待（秒）</translation>
    </message>
    <message>
        <source>For 95% of requests.</source>
        <translation>针对 95% 的请求。</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Past run</source>
        <translation>历史运行</translation>
    </message>
    <message>
        <source>Optional: did you already run this job somewhere?</source>
        <translation>可选：这个任务之前在别处跑过吗？</translation>
    </message>
    <message>
        <source>Yes, I know how long it took</source>
        <translation>跑过，我知道用了多久</translation>
    </message>
    <message>
        <source>On which GPU</source>
        <translation>用的哪种 GPU</translation>
    </message>
    <message>
        <source>How many GPUs</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <source>e.g. 100</source>
        <translation>例如 100</translation>
    </message>
    <message>
        <source>F&amp;ine-tune a model</source>
        <translation>微调模型(&amp;I)</translation>
    </message>
    <message>
        <source>Ser&amp;ve a model</source>
        <translation>部署推理服务(&amp;V)</translation>
    </message>
    <message>
        <source>Type a name or what the model does: Llama, Qwen, ResNet, detector, chat…</source>
        <translation>输入名称或用途搜索：Llama、Qwen、ResNet、目标检测、对话…</translation>
    </message>
    <message>
        <source>A size typed here takes the place of the known model above (empty it to have the model back). 7B = 7 billion parameters.</source>
        <translation>在这里输入的规模会取代上面选的已知模型（清空即恢复该模型）。7B = 70 亿参数。</translation>
    </message>
    <message>
        <source>e.g. 3B (leave empty for a dense model)</source>
        <translation>例如 3B（稠密模型留空）</translation>
    </message>
    <message>
        <source>…of which active per token</source>
        <translation>……其中每个 token 激活的参数</translation>
    </message>
    <message>
        <source>Only for a mixture of experts, e.g. 30B with 3B active per token (“A3B”): it computes with the active parameters and trains slower per computation than a dense model. Leave it empty for a dense model.</source>
        <translation>仅用于混合专家（MoE）模型，例如总参数 30B、每个 token 激活 3B（“A3B”）：计算量按激活参数计，但单位计算的训练速度比稠密模型慢。稠密模型请留空。</translation>
    </message>
    <message>
        <source>Q&amp;A pairs</source>
        <translation>问答对</translation>
    </message>
    <message>
        <source>conversations</source>
        <translation>多轮对话</translation>
    </message>
    <message>
        <source>documents</source>
        <translation>文档</translation>
    </message>
    <message>
        <source>pages</source>
        <translation>页</translation>
    </message>
    <message>
        <source>images</source>
        <translation>图片</translation>
    </message>
    <message>
        <source>hours of audio</source>
        <translation>小时音频</translation>
    </message>
    <message>
        <source>hours of video</source>
        <translation>小时视频</translation>
    </message>
    <message>
        <source>rows of a table</source>
        <translation>表格行</translation>
    </message>
    <message>
        <source>GB, or what you have: Q&amp;A pairs, documents, pages, images, hours of audio… Each is converted with a stated, sourced ratio, listed with the result.</source>
        <translation>按 GB，或按您手上的东西：问答对、文档、页、图片、小时音频……每种都按注明来源的比例换算，并随结果列出。</translation>
    </message>
    <message>
        <source>e.g. 200</source>
        <translation>例如 200</translation>
    </message>
    <message>
        <source>How many people will use it?</source>
        <translation>有多少人会用它？</translation>
    </message>
    <message>
        <source>For example “a chatbot for 200 employees”. Turned into requests per second at the busiest hour with the stated figures below (each listed with the result).</source>
        <translation>例如“给 200 名员工用的聊天机器人”。按下面注明的数字换算成最忙时段每秒的请求数（每项都随结果列出）。</translation>
    </message>
    <message>
        <source>e.g. 5</source>
        <translation>例如 5</translation>
    </message>
    <message>
        <source>“I don&apos;t know” takes what chat-assistant users send on average.</source>
        <translation>勾选“我不知道”时，按聊天助手用户的平均发送量计算。</translation>
    </message>
    <message>
        <source>e.g. 8</source>
        <translation>例如 8</translation>
    </message>
    <message>
        <source>Working hours a day</source>
        <translation>每天工作小时数</translation>
    </message>
    <message>
        <source>The requests of a day arrive in these hours.</source>
        <translation>一天的请求都在这些小时内到达。</translation>
    </message>
    <message>
        <source>…or requests per second at peak</source>
        <translation>……或高峰时每秒请求数</translation>
    </message>
    <message>
        <source>Busy hour, not the daily average. When given, it is used instead of the people.</source>
        <translation>指最忙时段，不是全天平均。填写后将代替人数使用。</translation>
    </message>
    <message>
        <source>e.g. 20</source>
        <translation>例如 20</translation>
    </message>
    <message>
        <source>How many hours</source>
        <translation>多少小时</translation>
    </message>
    <message>
        <source>Measured, or your own guess: for example “we expect about 100 hours”.</source>
        <translation>实测的，或您自己的估计：例如“我们预计大约 100 小时”。</translation>
    </message>
    <message>
        <source>For example “it took 100 hours on one V100”. “I don&apos;t know” takes a stated GPU, listed with the result.</source>
        <translation>例如“在一张 V100 上用了 100 小时”。勾选“我不知道”时按一款注明的 GPU 计算，并随结果列出。</translation>
    </message>
    <message>
        <source>Time and money</source>
        <translation>时间与预算</translation>
    </message>
    <message>
        <source>When must it be done, and what can you spend?</source>
        <translation>什么时候必须完成？能花多少钱？</translation>
    </message>
    <message>
        <source>Deadline (hours of running)</source>
        <translation>截止时间（运行小时数）</translation>
    </message>
    <message>
        <source>Options slower than this are ruled out.</source>
        <translation>比这更慢的方案会被排除。</translation>
    </message>
    <message>
        <source>No deadline</source>
        <translation>无截止时间</translation>
    </message>
    <message>
        <source>e.g. 100000</source>
        <translation>例如 100000</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Options dearer than this are ruled out.</source>
        <translation>比这更贵的方案会被排除。</translation>
    </message>
    <message>
        <source>No budget</source>
        <translation>无预算限制</translation>
    </message>
    <message>
        <source>CNY (¥)</source>
        <translation>人民币（¥）</translation>
    </message>
    <message>
        <source>USD ($)</source>
        <translation>美元（$）</translation>
    </message>
    <message>
        <source>per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>in total</source>
        <translation>总计</translation>
    </message>
    <message>
        <source>Budget currency</source>
        <translation>预算币种</translation>
    </message>
    <message>
        <source>Budget period</source>
        <translation>预算周期</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>偏好</translation>
    </message>
    <message>
        <source>What matters to you?</source>
        <translation>您最看重什么？</translation>
    </message>
    <message>
        <source>No — it must run without interruption</source>
        <translation>不行 — 必须不间断运行</translation>
    </message>
    <message>
        <source>Can the job be interrupted?</source>
        <translation>任务可以被中断吗？</translation>
    </message>
    <message>
        <source>What matters most</source>
        <translation>最看重</translation>
    </message>
    <message>
        <source>Only these clouds</source>
        <translation>只考虑这些云厂商</translation>
    </message>
    <message>
        <source>Tick none to consider every cloud in the catalog.</source>
        <translation>都不勾选则考虑目录中的所有云厂商。</translation>
    </message>
    <message>
        <source>e.g. cn-shanghai, us-east-1</source>
        <translation>例如 cn-shanghai, us-east-1</translation>
    </message>
    <message>
        <source>Only these regions</source>
        <translation>只考虑这些地域</translation>
    </message>
    <message>
        <source>Comma-separated; empty for any region.</source>
        <translation>用逗号分隔；留空表示任意地域。</translation>
    </message>
    <message>
        <source>Yes — only servers in mainland China</source>
        <translation>是——只用中国大陆的服务器</translation>
    </message>
    <message>
        <source>No — servers abroad are fine</source>
        <translation>否——境外服务器也可以</translation>
    </message>
    <message>
        <source>Yes — it saves checkpoints and can resume</source>
        <translation>可以 — 会保存检查点并能续跑（可用便宜的竞价实例）</translation>
    </message>
    <message>
        <source>Yes allows spot instances: they cost far less but can be taken back at short notice.</source>
        <translation>选“可以”即可用竞价实例：便宜得多，但可能随时被回收。</translation>
    </message>
    <message>
        <source>Cheapest picks the lowest cost that meets the deadline; fastest the quickest within budget; balanced weighs a 1% saving against a 1% longer run.</source>
        <translation>“最省钱”选满足截止时间的最便宜方案；“最快”选预算内最快的方案；“均衡”把省 1% 的费用与多 1% 的时间看作同等。</translation>
    </message>
    <message>
        <source>Must the data stay in mainland China?</source>
        <translation>数据必须留在中国大陆吗？</translation>
    </message>
    <message>
        <source>Servers abroad need an overseas account and payment, invoice in another currency, and your data crosses the border.</source>
        <translation>境外服务器需要境外账号和付款方式，发票用外币开具，而且数据要出境。</translation>
    </message>
    <message>
        <source>Show prices in</source>
        <translation>价格显示币种</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Plan for the slow case</source>
        <translation>按偏慢情况规划</translation>
    </message>
    <message>
        <source>Deadline and budget</source>
        <translation>截止时间与预算</translation>
    </message>
    <message>
        <source>Checks the deadline and the budget against the high end of the likely range, not the expected time. Runs of a week or more are always planned this way.</source>
        <translation>用可能范围的上限（而不是预期时间）检查截止时间和预算。运行一周或更久的任务总是这样规划。</translation>
    </message>
    <message>
        <source>What can you spend?</source>
        <translation>您能花多少钱？</translation>
    </message>
    <message>
        <source>Your own data: the amount decides the time, so give your best guess.</source>
        <translation>这是您自己的数据：数据量决定训练时间，请尽量给出估计值。</translation>
    </message>
    <message>
        <source>GB, tokens or samples, as you know it; “I don&apos;t know” is allowed.</source>
        <translation>按您熟悉的单位填写 GB、token 或样本数；也可以勾选“我不知道”。</translation>
    </message>
    <message>
        <source>“{0}”: the model&apos;s size must be more than 0 parameters.</source>
        <translation>“{0}”：模型参数量必须大于 0。</translation>
    </message>
    <message>
        <source>“{0}”: the active parameters must be more than 0.</source>
        <translation>“{0}”：每个 token 激活的参数量必须大于 0。</translation>
    </message>
    <message>
        <source>“{0}”: the amount of data must be more than 0.</source>
        <translation>“{0}”：数据量必须大于 0。</translation>
    </message>
    <message>
        <source>“{0}”: the number of passes over the data must be more than 0.</source>
        <translation>“{0}”：数据遍历次数必须大于 0。</translation>
    </message>
    <message>
        <source>“{0}”: the number of people must be more than 0.</source>
        <translation>“{0}”：使用人数必须大于 0。</translation>
    </message>
    <message>
        <source>“{0}”: the questions per person a day must be more than 0.</source>
        <translation>“{0}”：每人每天提问次数必须大于 0。</translation>
    </message>
    <message>
        <source>“{0}”: the working hours a day must be more than 0.</source>
        <translation>“{0}”：每天工作小时数必须大于 0。</translation>
    </message>
    <message>
        <source>“{0}”: the requests per second must be more than 0.</source>
        <translation>“{0}”：每秒请求数必须大于 0。</translation>
    </message>
    <message>
        <source>“{0}”: the prompt length must be more than 0 tokens.</source>
        <translation>“{0}”：输入长度必须大于 0 个 token。</translation>
    </message>
    <message>
        <source>“{0}”: the answer length must be more than 0 tokens.</source>
        <translation>“{0}”：回答长度必须大于 0 个 token。</translation>
    </message>
    <message>
        <source>“{0}”: the longest acceptable wait must be more than 0 seconds.</source>
        <translation>“{0}”：可接受的最长等待必须大于 0 秒。</translation>
    </message>
    <message>
        <source>“{0}”: the hours of your run must be more than 0.</source>
        <translation>“{0}”：您那次运行的小时数必须大于 0。</translation>
    </message>
    <message>
        <source>“{0}”: the number of GPUs must be more than 0.</source>
        <translation>“{0}”：GPU 数量必须大于 0。</translation>
    </message>
    <message>
        <source>“{0}”: the deadline must be more than 0 hours.</source>
        <translation>“{0}”：截止时间必须大于 0 小时。</translation>
    </message>
    <message>
        <source>“{0}”: the size of one image must be more than 0.</source>
        <translation>“{0}”：一张图片的大小必须大于 0。</translation>
    </message>
    <message>
        <source>“{0}”: must be more than 0.</source>
        <translation>“{0}”：必须大于 0。</translation>
    </message>
    <message>
        <source>“{0}” is not a number. Write the hours like 100 or 0.5.</source>
        <translation>“{0}”不是数字。请按小时数填写，例如 100 或 0.5。</translation>
    </message>
    <message>
        <source>“{0}” is not a size. Write it like 3 MB or 200 KB.</source>
        <translation>“{0}”不是文件大小。请写成 3 MB 或 200 KB 这样的形式。</translation>
    </message>
    <message>
        <source>“{0}” is not a number. Write it like {1}.</source>
        <translation>“{0}”不是数字。请写成 {1} 这样的数字。</translation>
    </message>
    <message>
        <source>“%1” is not a number. Write it like 50, 7B or 2e12.</source>
        <translation>“%1”不是数字。请写成 50、5万、7B 或 2e12 这样的形式。</translation>
    </message>
    <message>
        <source>“%1”: use a point for decimals (%2) — a comma only separates thousands (1,500).</source>
        <translation>“%1”：小数请用小数点（%2）——逗号只用于分隔千位（1,500）。</translation>
    </message>
    <message>
        <source>“%1” is not an amount. Write it like 100000, 100,000, ¥10万 or $14,000.</source>
        <translation>“%1”不是金额。请写成 100000、100,000、¥10万 或 $14,000 这样的形式。</translation>
    </message>
    <message>
        <source>“%1” contains an invisible control character (%2): clear the field and type it again.</source>
        <translation>“%1”中含有一个看不见的控制字符（%2）：请清空此栏后重新输入。</translation>
    </message>
    <message>
        <source>“%1” is too large.</source>
        <translation>“%1”太大。</translation>
    </message>
    <message>
        <source>Must be a whole number.</source>
        <translation>必须是整数。</translation>
    </message>
    <message>
        <source>“%1”: “%2” is not a unit this answer is measured in; type the amount in %3 (chosen under “Measured in”), e.g. %4.</source>
        <translation>“%1”：“%2”不是这项回答可用的单位；请按 %3（在“计量单位”中所选）输入数量，例如 %4。</translation>
    </message>
    <message>
        <source>“%1” is in %2, but the amount is measured in %3: choose %2 under “Measured in”, or type the amount in %3.</source>
        <translation>“%1”的单位是 %2，但数量按 %3 计：请在“计量单位”中选择 %2，或按 %3 输入数量。</translation>
    </message>
    <message>
        <source>“%1” is in %2, which this model&apos;s data is not measured in here; type the amount in %3.</source>
        <translation>“%1”的单位是 %2，这个模型的数据不能按它计量；请按 %3 输入数量。</translation>
    </message>
    <message>
        <source>For an image model, “I don&apos;t know” assumes the data set models like it are measured on: ImageNet&apos;s 1.28 million training images for a classifier, COCO&apos;s 118,287 for a YOLOv5 detector.</source>
        <translation>对图像模型，勾选“我不知道”将按同类模型通常测速所用的数据集估算：分类模型按 ImageNet 的 128 万张训练图像，YOLOv5 检测模型按 COCO 的 118,287 张。</translation>
    </message>
    <message>
        <source>An image model is chosen by name: its work per image, which sets its time, depends on its design and image size, not on its size (ResNet-50 and YOLOv8m both have 26 million parameters; YOLOv8m does ten times the work per image). For a model not listed, give a past run of it on the “Past run” page: its size is then asked here.</source>
        <translation>图像模型请按名称选择：决定用时的是每张图像的计算量，它取决于模型结构和图像尺寸，而不是参数量（ResNet-50 与 YOLOv8m 都有 2,600 万参数，YOLOv8m 每张图像的计算量却是它的十倍）。列表中没有的模型，请在“历史运行”页给出它的一次运行，届时会在这里询问其参数量。</translation>
    </message>
    <message>
        <source>(choose an image model)</source>
        <translation>（选择一个图像模型）</translation>
    </message>
    <message>
        <source>A known model brings its own; clear this, or choose “(type a size instead)” above.</source>
        <translation>已选的模型自带此数值；请清空此项，或在上方选择“（改为输入规模）”。</translation>
    </message>
    <message>
        <source>An image model&apos;s size alone cannot be timed: choose a known model above, tick “I don&apos;t know”, or give a past run of it (“Past run” page).</source>
        <translation>仅凭参数量无法估算图像模型的用时：请在上方选择已知模型、勾选“我不知道”，或给出它的一次历史运行（“历史运行”页）。</translation>
    </message>
    <message>
        <source>Must not be more than the size above.</source>
        <translation>不能大于上面的模型规模。</translation>
    </message>
    <message>
        <source>Needed: choose a known model — or tick “I don&apos;t know”.</source>
        <translation>必填：请选择一个已知模型，或勾选“我不知道”。</translation>
    </message>
    <message>
        <source>Needed: choose a known model or type its size — or tick “I don&apos;t know”.</source>
        <translation>必填：请选择一个已知模型或填写其规模，或勾选“我不知道”。</translation>
    </message>
    <message>
        <source>Needs the size above: type the model&apos;s total parameters.</source>
        <translation>需要先填上面的规模：请输入模型的总参数量。</translation>
    </message>
    <message>
        <source>GB of images, the number of images (photos), or hours of video… Each is converted with a stated, sourced ratio, listed with the result.</source>
        <translation>图片的 GB 数、图片（照片）张数，或视频小时数……每种都按注明来源的比例换算，并随结果列出。</translation>
    </message>
    <message>
        <source>GB, tokens, or what you have: documents, pages, conversations, Q&amp;A pairs… Each is converted with a stated, sourced ratio, listed with the result.</source>
        <translation>按 GB、token 数，或按您手上的东西：文档、页、多轮对话、问答对……每种都按注明来源的比例换算，并随结果列出。</translation>
    </message>
    <message>
        <source>GB, samples, or what you have: rows of a table (a click or an event each), hours of audio or video… Each is converted with a stated, sourced ratio, listed with the result.</source>
        <translation>按 GB、样本数，或按您手上的东西：表格行（每行一次点击或一个事件）、音频或视频小时数……每种都按注明来源的比例换算，并随结果列出。</translation>
    </message>
    <message>
        <source>An image model is fine-tuned whole: every weight is trained, as published image fine-tuning recipes do (BiT). LoRA and QLoRA train small adapters on a language model.</source>
        <translation>图像模型要整体微调：训练全部权重，与公开发表的图像微调方案（BiT）一样。LoRA 和 QLoRA 是在语言模型上训练小型适配器的方法。</translation>
    </message>
    <message>
        <source>A recommendation or reinforcement-learning model is fine-tuned whole: every weight is trained (a recommendation model is mostly embedding tables, as in DLRM). LoRA and QLoRA train small adapters on a language model.</source>
        <translation>推荐模型或强化学习模型要整体微调：训练全部权重（推荐模型主要由嵌入表组成，如 DLRM）。LoRA 和 QLoRA 是在语言模型上训练小型适配器的方法。</translation>
    </message>
    <message>
        <source>Needed: type the amount — or tick “I don&apos;t know”.</source>
        <translation>必填：请填写数据量，或勾选“我不知道”。</translation>
    </message>
    <message>
        <source>Needed: type the GPU it ran on (e.g. V100) — or tick “I don&apos;t know”.</source>
        <translation>必填：请填写那次运行所用的 GPU（例如 V100），或勾选“我不知道”。</translation>
    </message>
    <message>
        <source>%1 (assumed)</source>
        <translation>%1（假设）</translation>
    </message>
    <message>
        <source>Padded per batch (Hugging Face default)</source>
        <translation>按批次填充（Hugging Face 默认）</translation>
    </message>
    <message>
        <source>Packed into full sequences</source>
        <translation>打包成完整序列</translation>
    </message>
    <message>
        <source>Are the examples packed?</source>
        <translation>样本是否打包？</translation>
    </message>
    <message>
        <source>Padding each batch to its longest example runs about twice as long as packing examples into full sequences. “I don&apos;t know” assumes padded; the likely range reaches packed.</source>
        <translation>把每个批次填充到最长样本，耗时约为把样本打包成完整序列的两倍。选择“我不知道”时按填充估算，可能范围覆盖打包的情况。</translation>
    </message>
    <message>
        <source>On (the fine-tuning tools&apos; default)</source>
        <translation>开启（微调工具的默认设置）</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Gradient (activation) checkpointing?</source>
        <translation>是否开启梯度（激活）检查点？</translation>
    </message>
    <message>
        <source>Checkpointing saves GPU memory by computing each layer&apos;s forward pass again during the backward pass: about 1.5× the work of LoRA, 1.33× of a full fine-tune. torchtune, LLaMA-Factory and most recipes turn it on. “I don&apos;t know” assumes on; the likely range reaches off.</source>
        <translation>检查点在反向传播时重新计算每一层的前向传播以节省显存：LoRA 的计算量约为 1.5 倍，全参数微调约为 1.33 倍。torchtune、LLaMA-Factory 和大多数训练配方默认开启。选择“我不知道”时按开启估算，大概率范围覆盖关闭的情况。</translation>
    </message>
    <message>
        <source>A chat: people read the answers as they appear</source>
        <translation>聊天：用户边出字边阅读</translation>
    </message>
    <message>
        <source>An API: other programs call it</source>
        <translation>API：由其他程序调用</translation>
    </message>
    <message>
        <source>Batch work: no one waits on an answer</source>
        <translation>批量处理：没有人等着看回答</translation>
    </message>
    <message>
        <source>What is it for?</source>
        <translation>用来做什么？</translation>
    </message>
    <message>
        <source>A chat is sized so each answer streams at reading speed (about 25 tokens a second, MLPerf&apos;s interactive limit); an API may take 0.2 s a token; batch work fills the GPUs. “I don&apos;t know” assumes a chat, the strictest.</source>
        <translation>聊天按阅读速度流式输出来配置（每秒约 25 个 token，MLPerf 的交互式上限）；API 每个 token 可用 0.2 秒；批量处理则让 GPU 满负荷。“我不知道”按要求最严的聊天来假设。</translation>
    </message>
    <message>
        <source>“%1” is in %2, but this budget is in %3: choose %2 beside it, or type the amount in %3.</source>
        <translation>“%1”是 %2 金额，但这项预算以 %3 计：请在旁边选择 %2，或按 %3 输入金额。</translation>
    </message>
    <message>
        <source>e.g. 3 MB or 200 KB</source>
        <translation>例如 3 MB 或 200 KB</translation>
    </message>
    <message>
        <source>How big is one image file, roughly?</source>
        <translation>一张图片文件大约多大？</translation>
    </message>
    <message>
        <source>As your files are stored: a folder&apos;s size divided by its number of images, or one file&apos;s size in its properties. It turns GB into a number of images, and images into GB of disk and copying. “I don&apos;t know” assumes the average file of the photos models like yours train on: about 110 KB (ImageNet&apos;s) for a classifier, 160 KB (COCO&apos;s) for a detector.</source>
        <translation>按文件实际存储的大小：文件夹的大小除以其中的图片数，或在单个文件的属性里查看。它把 GB 换算成图片数量，也把图片数量换算成磁盘容量和拷贝的数据量。“我不知道”按同类模型训练所用照片的平均文件大小计算：分类模型约 110 KB（ImageNet），检测模型约 160 KB（COCO）。</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>en</source>
        <comment>language code of this translation: zh_CN for Chinese</comment>
        <translation>zh_CN</translation>
    </message>
    <message>
        <source>{0}, {1}</source>
        <translation>{0}、{1}</translation>
    </message>
    <message>
        <source>{0} and {1}</source>
        <translation>{0}和{1}</translation>
    </message>
    <message>
        <source>trillion</source>
        <translation>万亿</translation>
    </message>
    <message>
        <source>more than {0}</source>
        <translation>超过 {0}</translation>
    </message>
    <message>
        <source>less than {0}</source>
        <translation>低于 {0}</translation>
    </message>
    <message>
        <source>billion</source>
        <translation>十亿</translation>
    </message>
    <message>
        <source>million</source>
        <translation>百万</translation>
    </message>
    <message>
        <source>not priced</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>less than a second</source>
        <translation>不到 1 秒</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n 秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n 分钟</numerusform>
        </translation>
    </message>
    <message>
        <source>{minutes} {seconds}</source>
        <extracomment>a duration in two units, larger first: {minutes} &quot;10 minutes&quot;, {seconds} &quot;46 seconds&quot;</extracomment>
        <translation>{minutes} {seconds}</translation>
    </message>
    <message>
        <source>{hours} {minutes}</source>
        <extracomment>a duration in two units, larger first: {hours} &quot;5 hours&quot;, {minutes} &quot;12 minutes&quot;</extracomment>
        <translation>{hours} {minutes}</translation>
    </message>
    <message>
        <source>about {0}, likely {1}–{2}</source>
        <translation>约 {0}，大概率 {1}–{2}</translation>
    </message>
    <message>
        <source>{0} GB</source>
        <translation>{0} GB</translation>
    </message>
    <message>
        <source>{0} MB</source>
        <translation>{0} MB</translation>
    </message>
    <message>
        <source>{0} KB</source>
        <translation>{0} KB</translation>
    </message>
    <message numerus="yes">
        <source>{0} byte(s)</source>
        <translation>
            <numerusform>{0} 字节</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}</source>
        <comment>a year alone</comment>
        <extracomment>a price&apos;s date given by its year alone, inside a sentence (&quot;dated only 2021&quot;); {0} is the year</extracomment>
        <translation>{0} 年</translation>
    </message>
    <message numerus="yes">
        <source>{0} to {1} day(s)</source>
        <extracomment>a price dated only by its year or month: the least and the most its age can be, in days
----------
the range a difference of two price ages lies in, one side dated only by its year or month</extracomment>
        <translation>
            <numerusform>{0} 至 {1} 天</numerusform>
        </translation>
    </message>
    <message>
        <source>On-demand (hourly)</source>
        <translation>按量付费</translation>
    </message>
    <message>
        <source>Spot (interruptible)</source>
        <translation>竞价实例</translation>
    </message>
    <message>
        <source>Monthly subscription</source>
        <translation>包年包月</translation>
    </message>
    <message>
        <source>Reserved</source>
        <translation>预留实例</translation>
    </message>
    <message>
        <source>Reserved, 1 year</source>
        <translation>预留实例（1 年）</translation>
    </message>
    <message>
        <source>Reserved, 3 years</source>
        <translation>预留实例（3 年）</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Fine-tuning</source>
        <translation>微调</translation>
    </message>
    <message>
        <source>Inference (serving)</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>Language model</source>
        <translation>语言模型</translation>
    </message>
    <message>
        <source>Computer vision</source>
        <translation>计算机视觉</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>推荐系统</translation>
    </message>
    <message>
        <source>Reinforcement learning</source>
        <translation>强化学习</translation>
    </message>
    <message>
        <source>Full fine-tuning</source>
        <translation>全参数微调</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA (4-bit)</source>
        <translation>QLoRA（4 位量化）</translation>
    </message>
    <message>
        <source>Cheapest</source>
        <translation>最省钱</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>最快</translation>
    </message>
    <message>
        <source>Balanced (cost and time)</source>
        <translation>均衡（兼顾费用与时间）</translation>
    </message>
    <message>
        <source>RDMA high-speed network</source>
        <translation>RDMA 高速网络</translation>
    </message>
    <message>
        <source>TCP network (25 Gbit/s or faster)</source>
        <translation>TCP 网络（25 Gbit/s 及以上）</translation>
    </message>
    <message>
        <source>Standard network</source>
        <translation>标准网络</translation>
    </message>
    <message>
        <source>Elastic Fabric Adapter (EFA)</source>
        <translation>弹性网络适配器（EFA）</translation>
    </message>
    <message>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <source>RoCE (RDMA over Ethernet)</source>
        <translation>RoCE（基于以太网的 RDMA）</translation>
    </message>
    <message>
        <source>eRDMA (elastic RDMA)</source>
        <translation>eRDMA（弹性 RDMA）</translation>
    </message>
    <message>
        <source>GPUDirect-TCPX</source>
        <translation>GPUDirect-TCPX</translation>
    </message>
    <message>
        <source>GPUDirect-TCPXO</source>
        <translation>GPUDirect-TCPXO</translation>
    </message>
    <message>
        <source>Ethernet (VPC)</source>
        <translation>以太网（VPC）</translation>
    </message>
    <message>
        <source>Local NVMe SSD</source>
        <translation>本地 NVMe 固态盘</translation>
    </message>
    <message>
        <source>Cloud disk (block storage)</source>
        <translation>云盘（块存储）</translation>
    </message>
    <message>
        <source>GPU servers</source>
        <translation>GPU 服务器</translation>
    </message>
    <message>
        <source>Spot: expected lost work</source>
        <translation>竞价实例：预计损失的工作量</translation>
    </message>
    <message>
        <source>Start-up and last checkpoint</source>
        <translation>启动与最后一次检查点</translation>
    </message>
    <message>
        <source>System disk</source>
        <translation>系统盘</translation>
    </message>
    <message>
        <source>Data disk</source>
        <translation>数据盘</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Data transfer out</source>
        <translation>出网流量</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>卡时</translation>
    </message>
    <message>
        <source>server-months</source>
        <translation>台·月</translation>
    </message>
    <message>
        <source>GB-months</source>
        <translation>GB·月</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>请求/秒</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>BF16 mixed precision</source>
        <translation>BF16 混合精度</translation>
    </message>
    <message>
        <source>FP16 mixed precision</source>
        <translation>FP16 混合精度</translation>
    </message>
    <message>
        <source>FP32 (full precision)</source>
        <translation>FP32（单精度）</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>可以使用</translation>
    </message>
    <message>
        <source>Avoid</source>
        <translation>不使用</translation>
    </message>
    <message>
        <source>a chat: people read the answers as they appear</source>
        <translation>聊天：用户边出字边阅读</translation>
    </message>
    <message>
        <source>an API: other programs call it</source>
        <translation>API：由其他程序调用</translation>
    </message>
    <message>
        <source>batch work: no one waits on an answer</source>
        <translation>批量处理：没有人等着看回答</translation>
    </message>
    <message>
        <source>per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>in total</source>
        <translation>总计</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>a usable estimate</source>
        <translation>可用的估算</translation>
    </message>
    <message>
        <source>providers</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>regions</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>GPU models</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>spot preference</source>
        <translation>竞价实例偏好</translation>
    </message>
    <message>
        <source>deadline</source>
        <translation>截止时间</translation>
    </message>
    <message>
        <source>budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>servers its training script runs on</source>
        <translation>训练脚本可用的服务器台数</translation>
    </message>
    <message>
        <source>a chat&apos;s answer time</source>
        <translation>聊天服务的回答用时</translation>
    </message>
    <message>
        <source>the answer time asked (95th percentile)</source>
        <translation>要求的回答用时（95 分位）</translation>
    </message>
    <message>
        <source>training a model above 70B parameters</source>
        <translation>训练 700 亿参数以上的模型</translation>
    </message>
    <message>
        <source>training a 7B–70B model</source>
        <translation>训练 70 亿–700 亿参数的模型</translation>
    </message>
    <message>
        <source>LoRA fine-tuning of a 7B–13B model</source>
        <translation>对 70 亿–130 亿参数的模型做 LoRA 微调</translation>
    </message>
    <message>
        <source>serving a 7B model at a low request rate</source>
        <translation>以较低请求量部署 70 亿参数的模型</translation>
    </message>
    <message>
        <source>serving a 70B model at a high request rate</source>
        <translation>以较高请求量部署 700 亿参数的模型</translation>
    </message>
    <message>
        <source>per-GPU ratios (typical cloud shapes)</source>
        <translation>按每卡比例（常见云规格）</translation>
    </message>
    <message>
        <source>generous per-GPU table</source>
        <translation>宽裕的每卡配置表</translation>
    </message>
    <message>
        <source>published for this instance</source>
        <translation>该实例的公布数据</translation>
    </message>
    <message>
        <source>provider-wide figure</source>
        <translation>云厂商整体数据</translation>
    </message>
    <message>
        <source>assumed (no published figure)</source>
        <translation>假设值（无公布数据）</translation>
    </message>
    <message>
        <source>a language model</source>
        <translation>语言模型</translation>
    </message>
    <message>
        <source>a text encoder (BERT-type), which reads text but does not generate it</source>
        <translation>文本编码器（BERT 类），它读取文本但不生成文本</translation>
    </message>
    <message>
        <source>an image model</source>
        <translation>图像模型</translation>
    </message>
    <message>
        <source>an object detector</source>
        <translation>目标检测模型</translation>
    </message>
    <message>
        <source>an image generator (diffusion)</source>
        <translation>图像生成模型（扩散模型）</translation>
    </message>
    <message>
        <source>a recommendation model</source>
        <translation>推荐模型</translation>
    </message>
    <message>
        <source>a reinforcement-learning model</source>
        <translation>强化学习模型</translation>
    </message>
    <message>
        <source>local NVMe SSD (typical)</source>
        <translation>本地 NVMe SSD（典型值）</translation>
    </message>
    <message>
        <source>network storage (typical)</source>
        <translation>网络存储（典型值）</translation>
    </message>
    <message>
        <source> (price assumed)</source>
        <translation>（价格为假设值）</translation>
    </message>
    <message>
        <source>local NVMe SSD</source>
        <translation>本地 NVMe 固态盘</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>a cost line&apos;s disk: %1 the product (and its tier), %2 its size on each server (&quot;ESSD PL1, 500 GB&quot;)</extracomment>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>%1, %2 MB/s</source>
        <extracomment>the card&apos;s data storage: %1 the disk (product and tier), %2 its read rate</extracomment>
        <translation>%1，%2 MB/s</translation>
    </message>
    <message>
        <source>%1: each server&apos;s own disks, read at %2 MB/s per server.</source>
        <translation>%1：每台服务器自带的磁盘，每台读取 %2 MB/s。</translation>
    </message>
    <message>
        <source>%1: each server&apos;s own disks.</source>
        <translation>%1：每台服务器自带的磁盘。</translation>
    </message>
    <message>
        <source>%1: %3, read at %2 MB/s per server.</source>
        <translation>%1：%3，每台读取 %2 MB/s。</translation>
    </message>
    <message>
        <source>%1: %3.</source>
        <translation>%1：%3。</translation>
    </message>
    <message>
        <source>%1, read at %2 MB/s per server.</source>
        <translation>%1，每台读取 %2 MB/s。</translation>
    </message>
    <message numerus="yes">
        <source>GPU-hour(s)</source>
        <translation>
            <numerusform>卡时</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>server-month(s)</source>
        <translation>
            <numerusform>台·月</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>GB-month(s)</source>
        <translation>
            <numerusform>GB·月</numerusform>
        </translation>
    </message>
    <message>
        <source>capacity (requests/s)</source>
        <translation>承载能力（请求/秒）</translation>
    </message>
    <message>
        <source>answer time</source>
        <translation>回答用时</translation>
    </message>
    <message>
        <source>time to first token</source>
        <translation>首个 token 用时</translation>
    </message>
    <message>
        <source>GPU Cloud Advisor</source>
        <extracomment>the app&apos;s name (README.zh-CN.md: 算力选型顾问)</extracomment>
        <translation>算力选型顾问</translation>
    </message>
    <message>
        <source>Service servers (job {0})</source>
        <translation>服务专用服务器（任务 {0}）</translation>
    </message>
    <message>
        <source>one GPU</source>
        <translation>单卡</translation>
    </message>
    <message>
        <source>data parallel</source>
        <translation>数据并行</translation>
    </message>
    <message>
        <source>ZeRO-{0} sharding</source>
        <translation>ZeRO-{0} 分片</translation>
    </message>
    <message>
        <source>tensor parallel over {0} GPUs</source>
        <translation>{0} 卡张量并行</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>LoRA 适配器</translation>
    </message>
    <message>
        <source>QLoRA (4-bit base model)</source>
        <translation>QLoRA（4 位基座模型）</translation>
    </message>
    <message>
        <source>activation recomputation</source>
        <translation>激活重计算</translation>
    </message>
    <message>
        <source> ({0} servers × {1})</source>
        <translation>（{0} 台 × 每台 {1} 卡）</translation>
    </message>
    <message>
        <source> per server</source>
        <extracomment>after &quot;4–8 × A100&quot;: the count is per server</extracomment>
        <translation>（每台）</translation>
    </message>
    <message>
        <source> or </source>
        <extracomment>joins the GPU classes a rule of thumb suggests: &quot;8 × H100 or 16 × A100&quot;</extracomment>
        <translation> 或 </translation>
    </message>
    <message>
        <source>No option meets every requirement; this is the closest one (it misses: {0}).</source>
        <translation>没有方案能满足全部要求；这是最接近的一个（未满足：{0}）。</translation>
    </message>
    <message>
        <source>The model needs about {0} of memory per GPU; each GPU has {1} ({2}).</source>
        <translation>模型每张卡约需 {0} 显存；每张卡有 {1}（{2}）。</translation>
    </message>
    <message>
        <source>The model needs about {0} of memory per GPU, more than the {1} each GPU has.</source>
        <translation>模型每张卡约需 {0} 显存，超过了每张卡的 {1}。</translation>
    </message>
    <message>
        <source> Sized so the peak uses at most {0} of the capacity.</source>
        <translation>按峰值最多占用 {0} 的容量来配置。</translation>
    </message>
    <message>
        <source>about the same cost</source>
        <translation>费用基本相同</translation>
    </message>
    <message numerus="yes">
        <source>{0} month(s)</source>
        <translation>
            <numerusform>{0} 个月</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} ({1} days old)</source>
        <translation>{0}（已过去 {1} 天）</translation>
    </message>
    <message>
        <source>{gpus} on {provider} ({server}, {billing})</source>
        <extracomment>{gpus}: &quot;16 × H100&quot;; {provider}: the cloud; {server}: its server type; {billing}: on-demand, spot, ...</extracomment>
        <translation>{provider} 上的 {gpus}（{server}，{billing}）</translation>
    </message>
    <message>
        <source>{0} a month more</source>
        <translation>每月多 {0}</translation>
    </message>
    <message>
        <source>{0} a month less</source>
        <translation>每月少 {0}</translation>
    </message>
    <message>
        <source>{0} more</source>
        <extracomment>the runner-up&apos;s cost compared with the chosen option&apos;s: {0} is an amount of money</extracomment>
        <translation>贵 {0}</translation>
    </message>
    <message>
        <source>{0} less</source>
        <extracomment>the runner-up&apos;s cost compared with the chosen option&apos;s: {0} is an amount of money</extracomment>
        <translation>便宜 {0}</translation>
    </message>
    <message>
        <source>The price is dated only {0} (at least {1} days old; prices older than {2} count as stale); check the current price before ordering.</source>
        <extracomment>{0}: &quot;2021&quot; or &quot;2023-06&quot;; {1}: its age in days at the least; {2}: &quot;12 months&quot;</extracomment>
        <translation>价格只注明到 {0}（至少已过去 {1} 天；超过 {2}的价格视为过时）；下单前请核实当前价格。</translation>
    </message>
    <message>
        <source>No option that meets every requirement has a price from the last {0}.</source>
        <translation>满足全部要求的方案中，没有一个的价格是近 {0}内的。</translation>
    </message>
    <message>
        <source>The nearest option on a price from the last {0}: {1}.</source>
        <extracomment>{0}: &quot;12 months&quot;; {1}: &quot;1 × L40S on Nebius (gpu-l40s..., on-demand), priced 2025-09, $210 a month more (19%)&quot;</extracomment>
        <translation>价格在近 {0}内的最接近方案：{1}。</translation>
    </message>
    <message>
        <source>{option}, priced {date}, {difference} ({share})</source>
        <extracomment>{option}: &quot;1 × L40S on Nebius (gpu-l40s..., on-demand)&quot;; {date}: its price&apos;s date; {difference}: &quot;$210 a month more&quot; (or less); {share}: &quot;19%&quot;</extracomment>
        <translation>{option}，价格日期 {date}，{difference}（{share}）</translation>
    </message>
    <message>
        <source>It takes {0} longer.</source>
        <extracomment>after the sentence of a pick on a recent price; {0} is &quot;11.6 hours&quot;</extracomment>
        <translation>用时多 {0}。</translation>
    </message>
    <message>
        <source>It takes {0} less.</source>
        <translation>用时少 {0}。</translation>
    </message>
    <message>
        <source>The price is from {0}; the nearest option on a price from the last {1}: {2}.</source>
        <extracomment>{0}: &quot;2023 (at least 882 days old)&quot;; {1}: &quot;12 months&quot;; {2}: the nearest option on a recent price</extracomment>
        <translation>价格日期为 {0}；价格在近 {1}内的最接近方案：{2}。</translation>
    </message>
    <message>
        <source>priced {0}</source>
        <extracomment>after the card&apos;s total cost of an option on an old price (&quot;¥1,600 · priced 2021&quot;); {0} its price&apos;s date</extracomment>
        <translation>{0}的价格</translation>
    </message>
    <message>
        <source>The price is from {0}. Check the current price before ordering: Catalog → Update prices… fetches the prices the clouds publish now.</source>
        <extracomment>the tooltip of that mark; {0}: &quot;2021 (at least 1,801 days old)&quot;</extracomment>
        <translation>价格日期为 {0}。下单前请核实当前价格：“价格目录 → 更新价格…”可获取云厂商当前公布的价格。</translation>
    </message>
    <message>
        <source>, {0} slower</source>
        <extracomment>appended to the nearest option on a recent price; {0} is &quot;2.5 hours&quot;</extracomment>
        <translation>，慢 {0}</translation>
    </message>
    <message>
        <source>{0} (at least {1} days old)</source>
        <translation>{0}（至少已过去 {1} 天）</translation>
    </message>
    <message>
        <source>, {0} faster</source>
        <translation>，快 {0}</translation>
    </message>
    <message>
        <source>Recommended on a price from the last {window}: the first choice by your goal, {first} at {cost}, has a price from {priced}; this one costs {difference} ({share}).</source>
        <extracomment>{first}: &quot;16 × V100 on Tencent Cloud (GN10Xp..., on-demand)&quot;, the first choice by the goal; {cost}: its cost; {priced}: &quot;2021 (at least 1,801 days old)&quot;; {window}: &quot;12 months&quot;; {difference}: &quot;¥40 more&quot;; {share}: &quot;3%&quot;; {tolerance}: &quot;5%&quot; as the sentence below, for a pick that costs less than the first choice</extracomment>
        <translation>按近 {window}内的价格推荐：按您的目标本应首选{first}，费用 {cost}，其价格日期为 {priced}；本方案{difference}（{share}）。</translation>
    </message>
    <message>
        <source>Recommended on a price from the last {window}: the first choice by your goal, {first} at {cost}, has a price from {priced}; this one costs {difference} ({share}), within {tolerance}.</source>
        <translation>按近 {window}内的价格推荐：按您的目标本应首选{first}，费用 {cost}，其价格日期为 {priced}；本方案{difference}（{share}），在 {tolerance} 以内。</translation>
    </message>
    <message>
        <source>Its price is from {priced}; the pick&apos;s is from the last {window}, and an option on a recent price at most {tolerance} dearer is recommended over one on an old price.</source>
        <extracomment>why the first choice by the goal lost to an option on a recent price; {priced}: &quot;2023 (at least 882 days old)&quot;; {window}: &quot;12 months&quot;; {tolerance}: &quot;5%&quot;</extracomment>
        <translation>其价格日期为 {priced}；所选方案的价格在近 {window}内，价格较新、贵不超过 {tolerance} 的方案优先于价格过时的方案。</translation>
    </message>
    <message>
        <source>{0}. {1}</source>
        <extracomment>{0}: &quot;$35 less&quot;; {1}: the sentence that says its price is old</extracomment>
        <translation>{0}。{1}</translation>
    </message>
    <message>
        <source>Costs {0} less</source>
        <translation>便宜 {0}</translation>
    </message>
    <message>
        <source>Ranked by &quot;{goal}&quot;: {meeting} of {options} priced options meet every requirement.</source>
        <extracomment>{goal}: what the options are ranked by (lowest cost, fastest, ...); {meeting}: how many of the {options} priced options meet every requirement</extracomment>
        <translation>按“{goal}”排序：{options} 个有报价的方案中有 {meeting} 个满足全部要求。</translation>
    </message>
    <message>
        <source>Takes about {expected} expected; if it runs as slowly as the likely range allows, it takes {time}: {times} times the deadline of {deadline}.</source>
        <extracomment>{expected}: the estimated run time; {time}: the run time at the slow end of the estimate&apos;s likely range (the one checked against the deadline); {times}: how many times the deadline that is</extracomment>
        <translation>预计约需 {expected}；若按可能范围内最慢的情况运行，需 {time}：是截止时间 {deadline}的 {times} 倍。</translation>
    </message>
    <message>
        <source>Takes about {expected} expected; if it runs as slowly as the likely range allows, it takes {time}: {over} ({share}) past the deadline of {deadline}.</source>
        <extracomment>{expected}: the estimated run time; {time}: the run time at the slow end of the estimate&apos;s likely range (the one checked against the deadline); {over}: how much longer than the deadline, {share} as a percentage</extracomment>
        <translation>预计约需 {expected}；若按可能范围内最慢的情况运行，需 {time}：比 {deadline}的截止时间晚 {over}（{share}）。</translation>
    </message>
    <message>
        <source>Takes about {time}, {times} times the deadline of {deadline}.</source>
        <extracomment>{time}: the run time; {times}: how many times the deadline that is</extracomment>
        <translation>约需 {time}，是截止时间 {deadline}的 {times} 倍。</translation>
    </message>
    <message>
        <source>Takes about {time}, {over} ({share}) past the deadline of {deadline}.</source>
        <extracomment>{time}: the run time; {over}: how much longer than the deadline, {share} as a percentage of it</extracomment>
        <translation>约需 {time}，比 {deadline}的截止时间晚 {over}（{share}）。</translation>
    </message>
    <message>
        <source>If it runs as slowly as the likely range allows, it takes {time}: {times} times the deadline of {deadline}.</source>
        <extracomment>{time}: the run time at the slow end of the estimate&apos;s likely range (the expected time is shown beside this sentence); {times}: how many times the deadline that is</extracomment>
        <translation>若按可能范围内最慢的情况运行，需 {time}：是截止时间 {deadline}的 {times} 倍。</translation>
    </message>
    <message>
        <source>If it runs as slowly as the likely range allows, it takes {time}: {over} ({share}) past the deadline of {deadline}.</source>
        <extracomment>{time}: the run time at the slow end of the estimate&apos;s likely range (the expected time is shown beside this sentence); {over}: how much longer than the deadline, {share} as a percentage</extracomment>
        <translation>若按可能范围内最慢的情况运行，需 {time}：比 {deadline}的截止时间晚 {over}（{share}）。</translation>
    </message>
    <message>
        <source>Misses the deadline of {deadline}: takes {times} times as long.</source>
        <extracomment>the run time is shown beside this sentence; {times}: how many times the deadline it is</extracomment>
        <translation>用时是截止时间 {deadline}的 {times} 倍。</translation>
    </message>
    <message>
        <source>Misses the deadline of {deadline} by {over} ({share}).</source>
        <extracomment>the run time is shown beside this sentence; {over}: how much longer than the deadline, {share} as a percentage of it</extracomment>
        <translation>比 {deadline}的截止时间晚 {over}（{share}）。</translation>
    </message>
    <message>
        <source>Finishes in about {time}, {margin} before the deadline of {deadline}.</source>
        <extracomment>{time}: the run time; {margin}: the time left before the deadline</extracomment>
        <translation>约 {time}完成，比 {deadline}的截止时间提前 {margin}。</translation>
    </message>
    <message>
        <source>Costs about {cost} a month expected; if it runs as slowly as the likely range allows, {spent} a month: {times} times the monthly budget of {budget}.</source>
        <extracomment>{cost}: the expected cost; {spent}: the cost at the slow end of the estimate&apos;s likely range (the one checked against the budget); {times}: how many times the budget that is</extracomment>
        <translation>预计每月费用约 {cost}；若按可能范围内最慢的情况运行，每月 {spent}：是月预算 {budget} 的 {times} 倍。</translation>
    </message>
    <message>
        <source>Costs about {cost} in total expected; if it runs as slowly as the likely range allows, {spent}: {times} times the budget of {budget}.</source>
        <translation>预计总费用约 {cost}；若按可能范围内最慢的情况运行，需 {spent}：是预算 {budget} 的 {times} 倍。</translation>
    </message>
    <message>
        <source>Costs about {cost} a month expected; if it runs as slowly as the likely range allows, {spent} a month: {over} ({share}) over the monthly budget of {budget}.</source>
        <extracomment>{cost}: the expected cost; {spent}: the cost at the slow end of the estimate&apos;s likely range (the one checked against the budget); {over}: the amount over the budget, {share} as a percentage of it</extracomment>
        <translation>预计每月费用约 {cost}；若按可能范围内最慢的情况运行，每月 {spent}：超出 {budget} 的月预算 {over}（{share}）。</translation>
    </message>
    <message>
        <source>Costs about {cost} in total expected; if it runs as slowly as the likely range allows, {spent}: {over} ({share}) over the budget of {budget}.</source>
        <translation>预计总费用约 {cost}；若按可能范围内最慢的情况运行，需 {spent}：超出 {budget} 的预算 {over}（{share}）。</translation>
    </message>
    <message>
        <source>Costs {cost} a month, {times} times the monthly budget of {budget}.</source>
        <extracomment>{cost}: what it costs; {times}: how many times the budget that is</extracomment>
        <translation>每月费用 {cost}，是月预算 {budget} 的 {times} 倍。</translation>
    </message>
    <message>
        <source>Costs {cost} in total, {times} times the budget of {budget}.</source>
        <translation>总费用 {cost}，是预算 {budget} 的 {times} 倍。</translation>
    </message>
    <message>
        <source>Costs {cost} a month, {over} ({share}) over the monthly budget of {budget}.</source>
        <extracomment>{cost}: what it costs; {over}: the amount over the budget, {share} as a percentage of it</extracomment>
        <translation>每月费用 {cost}，超出 {budget} 的月预算 {over}（{share}）。</translation>
    </message>
    <message>
        <source>Costs {cost} in total, {over} ({share}) over the budget of {budget}.</source>
        <translation>总费用 {cost}，超出 {budget} 的预算 {over}（{share}）。</translation>
    </message>
    <message>
        <source>Costs {cost} a month, {margin} less than the monthly budget of {budget}.</source>
        <extracomment>{cost}: what it costs; {margin}: how much of the budget is left</extracomment>
        <translation>每月费用 {cost}，比 {budget} 的月预算少 {margin}。</translation>
    </message>
    <message>
        <source>Costs {cost} in total, {margin} less than the budget of {budget}.</source>
        <translation>总费用 {cost}，比 {budget} 的预算少 {margin}。</translation>
    </message>
    <message>
        <source>Runner-up: {gpus} on {provider} ({server}, {billing}) at {cost} ({difference})</source>
        <extracomment>{gpus}: &quot;16 × H100&quot;; {server}: the provider&apos;s server type; {billing}: on-demand, spot, ...; {cost}: its total cost; {difference}: &quot;¥300 more&quot;, &quot;¥300 less&quot; or &quot;about the same cost&quot;</extracomment>
        <translation>次优方案：{provider} {gpus}（{server}，{billing}），费用 {cost}（{difference}）</translation>
    </message>
    <message>
        <source>, {0}</source>
        <extracomment>appended to the runner-up sentence; {0} is &quot;2.5 hours slower&quot; or &quot;2.5 hours faster&quot;</extracomment>
        <translation>，{0}</translation>
    </message>
    <message>
        <source>{0} slower</source>
        <translation>慢 {0}</translation>
    </message>
    <message>
        <source>{0} faster</source>
        <translation>快 {0}</translation>
    </message>
    <message>
        <source>.</source>
        <extracomment>the full stop ending a sentence built in parts</extracomment>
        <translation>。</translation>
    </message>
    <message>
        <source>Billing modes compared for this server: {0}; {1} is used.</source>
        <translation>该服务器各计费方式对比：{0}；采用{1}。</translation>
    </message>
    <message>
        <source>A monthly subscription would pay off only above {0} of use a month, more than a month&apos;s {1}: paying by the hour is cheaper however long the servers run.</source>
        <translation>包年包月只有在每月使用超过 {0}时才更划算，而一个月只有 {1}：无论服务器运行多久，按小时付费都更便宜。</translation>
    </message>
    <message>
        <source>A monthly subscription pays off above {0} of use per month; this job needs {1}.</source>
        <translation>每月使用超过 {0}时包年包月更划算；本任务需要 {1}。</translation>
    </message>
    <message>
        <source>The model trains with the Ultralytics yolo command, which uses the GPUs of one server: options of several servers are not offered.</source>
        <translation>该模型用 Ultralytics 的 yolo 命令训练，它只使用一台服务器上的 GPU：因此不提供多台服务器的方案。</translation>
    </message>
    <message>
        <source>The model&apos;s training script ({0}) runs on at most {1} servers: larger clusters are not offered.</source>
        <translation>该模型的训练脚本（{0}）最多在 {1} 台服务器上运行：因此不提供更大的集群。</translation>
    </message>
    <message>
        <source>No other option is both cheaper and faster.</source>
        <translation>没有其他方案既更便宜又更快。</translation>
    </message>
    <message>
        <source>This agrees with the usual rule of thumb for {0}: {1}.</source>
        <translation>这与{0}的常用经验法则一致：{1}。</translation>
    </message>
    <message>
        <source>The usual rule of thumb for {0} suggests {1}; the catalog has no such offer.</source>
        <translation>{0}的常用经验法则建议 {1}；价格目录中没有这样的报价。</translation>
    </message>
    <message>
        <source>The usual rule of thumb for {0} suggests {1}; the best such option ({2} on {3}, {4} a month) ranks lower for your goal.</source>
        <extracomment>a service runs all month: {4} its cost a month (not the month&apos;s 730 hours beside it, walk 25)</extracomment>
        <translation>{0}的常用经验法则建议 {1}；此类方案中最好的（{3} {2}，每月 {4}）按您的目标排名靠后。</translation>
    </message>
    <message>
        <source>The usual rule of thumb for {0} suggests {1}; the best such option ({2} on {3}, {4}, {5}) ranks lower for your goal.</source>
        <translation>{0}的常用经验法则建议 {1}；此类方案中最好的（{3} {2}，{4}，{5}）按您的目标排名靠后。</translation>
    </message>
    <message>
        <source>The usual rule of thumb for {0} suggests {1}; the best such option ({2} on {3}, {4} a month) is too slow for a chat: {5}.</source>
        <extracomment>{0} the case (&quot;serving a 7B model at a low request rate&quot;), {1} the GPUs the rule suggests, {2} the best such option&apos;s GPUs, {3} its provider, {4} its cost a month, {5} what it misses of a chat&apos;s limits (&quot;3.23 s to the first token, where a chat allows 0.45 s&quot;)</extracomment>
        <translation>{0}的常用经验法则建议 {1}；此类方案中最好的（{3} {2}，每月 {4}）用于聊天太慢：{5}。</translation>
    </message>
    <message>
        <source>The usual rule of thumb for {0} suggests {1}; such options miss: {2}.</source>
        <translation>{0}的常用经验法则建议 {1}；此类方案未满足：{2}。</translation>
    </message>
    <message>
        <source>Costs {0} more ({1} times as much).</source>
        <extracomment>{0} how much more, {1} how many times the chosen option&apos;s cost this one is</extracomment>
        <translation>贵 {0}（是其 {1} 倍）。</translation>
    </message>
    <message>
        <source>Costs {0} ({1}) more.</source>
        <translation>贵 {0}（{1}）。</translation>
    </message>
    <message>
        <source>The same servers billed {0}: {1}</source>
        <extracomment>the alternative is the chosen servers billed another way: {0} its billing (&quot;On-demand (hourly)&quot;), {1} the sentence on its cost</extracomment>
        <translation>同一服务器改用{0}：{1}</translation>
    </message>
    <message>
        <source>Takes {0} longer ({1} times as long).</source>
        <extracomment>{0} how much longer, {1} how many times the chosen option&apos;s time this one takes</extracomment>
        <translation>多用 {0}（是其 {1} 倍）。</translation>
    </message>
    <message>
        <source>Takes {0} ({1}) longer.</source>
        <translation>多用 {0}（{1}）。</translation>
    </message>
    <message>
        <source>Finishes {0} ({1}) sooner, but the pick is within {2} of its time, which counts as equally fast, and runs on {4} instead of {3}.</source>
        <extracomment>the goal is &quot;fastest&quot;: {0} how much sooner this option finishes, {1} that as a share of the pick&apos;s time, {2} the share within which options count as equally fast, {3} and {4} &quot;64 servers&quot; and &quot;45 servers&quot;</extracomment>
        <translation>早 {0}（{1}）完成，但所选方案的用时与它相差不到 {2}，视为一样快，且只需 {4}，不必用 {3}。</translation>
    </message>
    <message>
        <source>Finishes {0} ({1}) sooner, but the pick is within {2} of its time, which counts as equally fast.</source>
        <extracomment>the goal is &quot;fastest&quot;: {0} how much sooner this option finishes, {1} that as a share of the pick&apos;s time, {2} the share within which options count as equally fast</extracomment>
        <translation>早 {0}（{1}）完成，但所选方案的用时与它相差不到 {2}，视为一样快。</translation>
    </message>
    <message>
        <source>the same cost</source>
        <translation>费用相同</translation>
    </message>
    <message>
        <source>Within {0} of the pick&apos;s cost ({1}), but on {2} instead of {3}: among options this close, the one on the fewest servers is chosen, since fewer, larger servers are simpler to run and fail less.</source>
        <translation>费用与所选方案相差不到 {0}（{1}），但要用 {2}，而所选方案只需 {3}：费用如此接近时选服务器最少的方案，因为更少、更大的服务器更易运维，出故障也更少。</translation>
    </message>
    <message numerus="yes">
        <source>%n server(s)</source>
        <translation>
            <numerusform>%n 台服务器</numerusform>
        </translation>
    </message>
    <message>
        <source>Costs the same a month, but answers {0} later; at the same price the one that answers sooner is chosen.</source>
        <extracomment>a service at the same monthly cost as the pick: {0} how much later its whole answer comes</extracomment>
        <translation>每月费用相同，但回答慢 {0}；费用相同时选回答更快的方案。</translation>
    </message>
    <message>
        <source>Ranks lower for the goal &quot;{0}&quot;.</source>
        <translation>按“{0}”目标排名靠后。</translation>
    </message>
    <message>
        <source>Cannot be estimated: the catalog lacks figures for {0}.</source>
        <translation>无法估算：价格目录缺少 {0} 的参数。</translation>
    </message>
    <message>
        <source>Does not fit: needs {0} per GPU, {1} available.</source>
        <translation>显存不足：每张卡需要 {0}，只有 {1}。</translation>
    </message>
    <message>
        <source>{0} is not among the chosen providers.</source>
        <translation>{0} 不在所选云厂商之中。</translation>
    </message>
    <message>
        <source>{0} is not among the chosen GPU models.</source>
        <translation>{0} 不在所选 GPU 型号之中。</translation>
    </message>
    <message>
        <source>Region {0} is not among the chosen regions.</source>
        <translation>地域 {0} 不在所选地域之中。</translation>
    </message>
    <message>
        <source>Uses spot (interruptible) servers, which you asked to avoid.</source>
        <translation>使用了竞价实例，而您要求不使用。</translation>
    </message>
    <message>
        <source>Requirement not met — {0}</source>
        <extracomment>{0} is a whole sentence saying which requirement the chosen option misses and by how much</extracomment>
        <translation>未满足要求 — {0}</translation>
    </message>
    <message>
        <source>Train in {0}: this GPU does {1} TFLOPS that way instead of {2} in FP32.</source>
        <translation>建议用 {0} 训练：这张卡这样可达 {1} TFLOPS，FP32 只有 {2}。</translation>
    </message>
    <message>
        <source>Keep {0}: it halves memory use and runs on the tensor cores.</source>
        <translation>保持 {0}：显存占用减半，并能用上张量核心。</translation>
    </message>
    <message>
        <source>Save a checkpoint about every {0} (the interval the price allows for) and keep the last {1}</source>
        <translation>约每 {0} 保存一次检查点（价格按此间隔计算），保留最近 {1} 个</translation>
    </message>
    <message>
        <source>Save a checkpoint every {0} steps and keep the last {1}</source>
        <translation>每 {0} 步保存一次检查点，保留最近 {1} 个</translation>
    </message>
    <message>
        <source>Keep the {0} servers in one availability zone, in one placement group or cluster where the cloud offers one: the network table gives {2}–{3} µs between servers for {1} (the source article asks for under {4} µs); a cloud&apos;s own fabric may take longer, so measure it once the servers run.</source>
        <translation>把这 {0} 台服务器放在同一可用区，云平台提供时放进同一置放群组或集群：网络表中{1}服务器之间为 {2}–{3} 微秒（原文要求低于 {4} 微秒）；云平台自己的网络可能更慢，服务器运行后请实测。</translation>
    </message>
    <message>
        <source>Spot servers of the same type would cost {0} instead of {1} ({2} less), if interruptions are acceptable.</source>
        <translation>如果可以接受中断，同规格的竞价实例只需 {0}，而不是 {1}（便宜 {2}）。</translation>
    </message>
    <message>
        <source>The catalog has no spot price for {0} on {1}; ask the provider, spot is usually much cheaper.</source>
        <translation>价格目录中没有 {1} {0} 的竞价价格；可向云厂商询价，竞价实例通常便宜很多。</translation>
    </message>
    <message>
        <source>The launch files put the training data at /data on each server&apos;s cloud disk ({2} at its size: {1} MB/s), the disk the price counts. If the servers have local NVMe disks ({0} MB/s), copy it there and point your script at the copy: it reads faster.</source>
        <translation>启动文件把训练数据放在每台服务器云盘上的 /data（{2}，按其容量为 {1} MB/s），即报价计入的那块盘。如果服务器有本地 NVMe 盘（{0} MB/s），把数据复制过去，并让脚本读取这份副本：读取更快。</translation>
    </message>
    <message>
        <source>A service runs around the clock: a 1- or 3-year reservation typically saves {0}–{1}.</source>
        <extracomment>{2} the cloud disk&apos;s tier at its size (P10), {1} its rate, {0} the local NVMe&apos;s</extracomment>
        <translation>推理服务全天候运行：预留 1 年或 3 年通常可节省 {0}–{1}。</translation>
    </message>
    <message>
        <source>Over-provisioned: only {0} of each GPU&apos;s memory is used; fewer or smaller GPUs may do.</source>
        <translation>配置过剩：每张卡只用了 {0} 的显存；更少或更小的 GPU 可能就够了。</translation>
    </message>
    <message>
        <source>Over-provisioned: it finishes in {0}, far inside the deadline of {1}; fewer GPUs may cost less.</source>
        <translation>配置过剩：{0}即可完成，远早于 {1}的截止时间；减少 GPU 可能更省钱。</translation>
    </message>
    <message>
        <source>The server&apos;s {0} of memory is below the host rule&apos;s {1}: it cannot feed its GPUs.</source>
        <translation>该服务器内存 {0}，低于主机规则要求的 {1}：无法喂饱其 GPU。</translation>
    </message>
    <message>
        <source>If the job runs as slowly as the likely range allows, it takes {0}: past the deadline of {1}.</source>
        <translation>如果任务按可能范围的上限运行（偏慢），需要 {0}：超过 {1}的截止时间。</translation>
    </message>
    <message>
        <source>If the job runs as slowly as the likely range allows, it costs {0}: over the budget of {1}.</source>
        <translation>如果任务按可能范围的上限运行（偏慢），费用为 {0}：超出预算 {1}。</translation>
    </message>
    <message>
        <source>The storage cannot feed the GPUs: {0} MB/s needed, {1} MB/s available; the data feed sets the pace.</source>
        <translation>存储跟不上 GPU：需要 {0} MB/s，只有 {1} MB/s；速度受数据读取限制。</translation>
    </message>
    <message>
        <source>The storage ({0}, {1} MB/s) cannot keep the GPUs busy; the time includes waiting for data.</source>
        <translation>存储（{0}，{1} MB/s）无法让 GPU 满负荷工作；时长已包含等待数据的时间。</translation>
    </message>
    <message>
        <source>{0} GPUs talk over PCIe (about {1} GB/s), so multi-GPU training loses time to communication.</source>
        <translation>{0} 张卡之间通过 PCIe 通信（约 {1} GB/s），多卡训练会在通信上损失时间。</translation>
    </message>
    <message>
        <source>The price is dated {0} ({1} days old, more than {2}); check the current price before ordering.</source>
        <extracomment>{0}: &quot;2025-09-14&quot;; {1}: its age in days; {2}: &quot;12 months&quot;</extracomment>
        <translation>价格日期为 {0}（已过去 {1} 天，超过 {2}）；下单前请核实当前价格。</translation>
    </message>
    <message>
        <source>{0} ({1}) has no price in the catalog; it is not in the total.</source>
        <translation>{0}（{1}）在价格目录中没有价格，未计入合计。</translation>
    </message>
    <message>
        <source>The server&apos;s {0} of memory is below the {1} recommended for feeding the GPUs.</source>
        <translation>该服务器内存 {0}，低于为 GPU 供数所建议的 {1}。</translation>
    </message>
    <message>
        <source>The server&apos;s {0} vCPUs are fewer than the host rule&apos;s {1} vCPUs: it cannot feed its GPUs.</source>
        <translation>该服务器只有 {0} 个 vCPU，少于主机规则要求的 {1} 个 vCPU：无法喂饱其 GPU。</translation>
    </message>
    <message>
        <source>The server ({0} vCPUs, {1}) is below the host rule&apos;s {2} vCPUs and {3}: it cannot feed its GPUs.</source>
        <translation>该服务器（{0} 个 vCPU，{1}）低于主机规则要求的 {2} 个 vCPU 和 {3}：无法喂饱其 GPU。</translation>
    </message>
    <message>
        <source>The server&apos;s {0} vCPUs are fewer than the {1} vCPUs recommended for feeding the GPUs.</source>
        <translation>该服务器只有 {0} 个 vCPU，少于为 GPU 供数所建议的 {1} 个 vCPU。</translation>
    </message>
    <message>
        <source>The server ({0} vCPUs, {1}) is below the recommended host of {2} vCPUs and {3} for feeding the GPUs.</source>
        <translation>该服务器（{0} 个 vCPU，{1}）低于为 GPU 供数所建议的 {2} 个 vCPU、{3} 的主机配置。</translation>
    </message>
    <message>
        <source>{0} × the {1} of GPU memory</source>
        <translation>GPU 显存 {1} 的 {0} 倍</translation>
    </message>
    <message>
        <source>{0} ({1} × their GPU memory)</source>
        <translation>{0}（GPU 显存的 {1} 倍）</translation>
    </message>
    <message>
        <source>The server&apos;s {0} of memory is under {1}, the least a server for these GPUs may have: it cannot feed them.</source>
        <extracomment>{0} the server&apos;s memory, {1} the least a server may have (&quot;115 GB (1.2 × their GPU memory)&quot;)</extracomment>
        <translation>该服务器内存 {0}，低于这些 GPU 的服务器至少应有的 {1}：无法喂饱其 GPU。</translation>
    </message>
    <message>
        <source>The server ({0} vCPUs, {1}) has fewer than the host rule&apos;s {2} vCPUs and less memory than {3}, the least a server for these GPUs may have: it cannot feed them.</source>
        <translation>该服务器（{0} 个 vCPU，{1}）少于主机规则要求的 {2} 个 vCPU，内存也低于这些 GPU 的服务器至少应有的 {3}：无法喂饱其 GPU。</translation>
    </message>
    <message>
        <source> Every pass after it reads the resized copies (about {0} in all, assumed), not the full-size photos.</source>
        <extracomment>{0} the size of the resized copies of the whole dataset (assumed: the reference dataset&apos;s average file scaled to the resized pixels)</extracomment>
        <translation>此后每一轮读取的是缩小后的副本（合计约 {0}，为估计值），而不是原尺寸照片。</translation>
    </message>
    <message>
        <source>The data disk ({0}, {1} MB/s at its size) is slower than the {2} MB/s each server&apos;s GPUs read: the first epoch waits for it, and the time includes that wait. Later epochs read the data from memory: it fits in the server&apos;s page cache.</source>
        <extracomment>{0} the data disk, {1} its rate at its size, {2} what a server&apos;s GPUs read</extracomment>
        <translation>数据盘（{0}，按其容量为 {1} MB/s）比每台服务器的 GPU 读取数据的速度 {2} MB/s 慢：第一个 epoch 要等它，时间已计入这段等待。之后的 epoch 从内存读取数据：数据能放进服务器的页缓存。</translation>
    </message>
    <message>
        <source> A disk of the same kind of {0} reads {1} MB/s, enough for them (a cloud disk&apos;s speed grows with its size): it may cost less than the GPUs&apos; waiting.</source>
        <extracomment>{0} a disk size, {1} its rate: a cloud disk&apos;s rate grows with its size</extracomment>
        <translation>同类云盘 {0} 时读取速度为 {1} MB/s，足以供上 GPU（云盘的速度随容量增长）：它可能比让 GPU 空等更省钱。</translation>
    </message>
    <message>
        <source>Prices as of {0}; the oldest used is dated only {1} (at least {2} days ago; prices older than {3} count as stale). Check current prices before ordering.</source>
        <extracomment>{0}: the newest price&apos;s date; {1}: &quot;2021&quot; or &quot;2023-06&quot;; {2}: its age in days at the least; {3}: &quot;12 months&quot;</extracomment>
        <translation>价格截至 {0}；所用最早的价格只注明到 {1}（至少 {2} 天前；超过 {3}的价格视为过时）。下单前请核对当前价格。</translation>
    </message>
    <message>
        <source>Prices as of {0}; the oldest used dates from {1} ({2} days old, more than {3}). Check current prices before ordering.</source>
        <extracomment>{0}: the newest price&apos;s date; {1}: the oldest&apos;s; {2}: its age in days; {3}: &quot;12 months&quot;</extracomment>
        <translation>价格截至 {0}；所用最早的价格为 {1}（{2} 天前，超过 {3}）。下单前请核对当前价格。</translation>
    </message>
    <message>
        <source>The server ({0} vCPUs, {1}) has fewer than the {2} vCPUs recommended for feeding the GPUs and less memory than {3}, the least a server for these GPUs may have.</source>
        <translation>该服务器（{0} 个 vCPU，{1}）少于为 GPU 供数所建议的 {2} 个 vCPU，内存也低于这些 GPU 的服务器至少应有的 {3}。</translation>
    </message>
    <message>
        <source>The server&apos;s {0} of memory is {1} ({2}) below the host rule&apos;s minimum of {3} ({4}; source: {5}): it is {6} × its GPU memory, where the rule asks for {7} ×. It is kept, as it is the cloud&apos;s standard shape for {8}: only servers under {9} are refused. Check that data loading and caching fit in {0}.</source>
        <extracomment>{0} the server&apos;s memory, {1} how much it is short, {2} that as a share, {3} the host rule&apos;s minimum, {4} how the rule gets it (&quot;2 × the 640 GB of GPU memory&quot;), {5} the rule&apos;s source, {6} the server&apos;s memory as a multiple of its GPUs&apos; memory (&quot;1.8&quot;), {7} the rule&apos;s range of that multiple (&quot;2–3&quot;), {8} its GPUs (&quot;8 × A100-80GB&quot;), {9} the least memory a server may have (&quot;768 GB (1.2 × their GPU memory)&quot;)</extracomment>
        <translation>该服务器的内存 {0} 比主机配置规则的下限 {3}（{4}；来源：{5}）少 {1}（{2}）：它是 GPU 显存的 {6} 倍，而规则要求 {7} 倍。仍予保留，因为它是云厂商为 {8} 提供的标准规格：只有内存低于 {9} 的服务器才会被排除。请确认数据加载和缓存能放进 {0}。</translation>
    </message>
    <message>
        <source>The server&apos;s {0} of memory is {1} ({2}) below the host rule&apos;s minimum of {3} ({4}; source: {5}). It is kept, as standard servers for these GPUs are often this lean: only servers under {6} are refused. Check that data loading and caching fit in {0}.</source>
        <extracomment>{0} the server&apos;s memory, {1} how much it is short, {2} that as a share, {3} the host rule&apos;s minimum, {4} how the rule gets it (&quot;2 × the GPUs&apos; 640 GB&quot;), {5} the rule&apos;s source, {6} the least memory a server may have (&quot;768 GB (1.2 × their GPU memory)&quot;)</extracomment>
        <translation>该服务器的内存 {0} 比主机配置规则的下限 {3}（{4}；来源：{5}）少 {1}（{2}）。仍予保留，因为这些 GPU 的标准服务器常常就这样配置：只有内存低于 {6} 的服务器才会被排除。请确认数据加载和缓存能放进 {0}。</translation>
    </message>
    <message>
        <source>The catalog does not say how much memory this server has; check it before ordering.</source>
        <translation>价格目录未载明该服务器的内存大小；下单前请核实。</translation>
    </message>
    <message>
        <source>The catalog does not say how many vCPUs this server has; check them before ordering.</source>
        <translation>价格目录未载明该服务器的 vCPU 数；下单前请核实。</translation>
    </message>
    <message>
        <source>The catalog does not say how many vCPUs or how much memory this server has; check them before ordering.</source>
        <translation>价格目录没有给出该服务器的 vCPU 数或内存大小；下单前请核实。</translation>
    </message>
    <message>
        <source>The host rules &quot;{0}&quot; have no entry for this GPU; &quot;{1}&quot; were used instead.</source>
        <translation>主机配置规则“{0}”中没有这种 GPU，改用了“{1}”。</translation>
    </message>
    <message>
        <source>No interruption rate is published for these spot servers; {0} per month was assumed.</source>
        <translation>这些竞价实例没有公布中断率；按每月 {0} 估算。</translation>
    </message>
    <message>
        <source>No server in the catalog could be priced for this scenario.</source>
        <translation>价格目录中没有能为此方案报价的服务器。</translation>
    </message>
    <message>
        <source> The best option in mainland China: {0} × {1} on {2} ({3}), {4} a month.</source>
        <translation>中国大陆境内的最佳方案：{2}（{3}）{0} × {1}，每月 {4}。</translation>
    </message>
    <message>
        <source> Not even that option fits your budget.</source>
        <translation>境内没有在预算内的方案：连境内最佳方案也超出预算。</translation>
    </message>
    <message>
        <source>the other answer</source>
        <translation>另一个答案</translation>
    </message>
    <message>
        <source>Compared with {0}: it answers {1} × {2}.</source>
        <translation>与 {0} 对比：其答案为 {1} × {2}。</translation>
    </message>
    <message>
        <source> By the same estimate that takes about {0}.</source>
        <translation>按同样的估算，约需 {0}。</translation>
    </message>
    <message>
        <source> The catalog has no price for {0}, so it cannot be recommended here; enter a quoted price to weigh it.</source>
        <translation>价格目录中没有 {0} 的价格，因此这里无法推荐；填入报价后即可参与比较。</translation>
    </message>
    <message>
        <source> This answer: {0} × {1} in about {2}.</source>
        <translation>本方案：{0} × {1}，约需 {2}。</translation>
    </message>
    <message>
        <source>From your past run ({0} on {1} × {2}): one {3} does the same work about {4} × as fast, so {5} × {3} take about {6}. The estimate scales your run by each GPU&apos;s speed; it does not copy the GPU you used.</source>
        <translation>根据您以往的运行（{1} × {2} 用时 {0}）：一块 {3} 完成同样工作的速度约为其 {4} 倍，因此 {5} × {3} 约需 {6}。估算按每种 GPU 的速度换算您的运行，而不是照搬您用过的 GPU。</translation>
    </message>
    <message numerus="yes">
        <source>{0} spot price(s) (was|were) left out: (it|they) (lies|lie) further below on-demand than the cloud&apos;s usual spot discount. Enter the spot price you were quoted in the catalog to use (it|them).</source>
        <translation>
            <numerusform>{0} 个竞价价格未采用：比按量价格低得超出了该云通常的竞价折扣。如需使用，请在目录中填入您得到的竞价报价。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n server type(s)</source>
        <translation>
            <numerusform>%n 种服务器</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} ({1} on {2}, none with a public price)</source>
        <translation>{0}（{2}上有 {1}，均无公开价格）</translation>
    </message>
    <message>
        <source>{0} (no server type in the catalog)</source>
        <translation>{0}（价格目录中没有这种服务器）</translation>
    </message>
    <message>
        <source>The catalog has no price for the GPUs you chose: {0}, so the closest option uses another GPU.</source>
        <translation>价格目录中没有您所选 GPU 的价格：{0}，因此最接近的方案使用了其他 GPU。</translation>
    </message>
    <message>
        <source>Enter the price you were quoted for those servers in the catalog (Catalog ▸ Edit catalog) to compare them.</source>
        <translation>在价格目录中填入您得到的这些服务器报价（价格目录 ▸ 编辑价格目录），即可参与比较。</translation>
    </message>
    <message>
        <source>A server you were offered with a GPU the catalog lacks can be added there as a new server type.</source>
        <translation>如果有人向您提供了价格目录中没有的 GPU 服务器，可以把它作为新的服务器规格添加进去。</translation>
    </message>
    <message>
        <source>The GPUs you chose cannot run this job as asked ({0}), so the closest option uses another GPU.</source>
        <translation>您选择的 GPU 无法按要求运行此任务（{0}），因此最接近的方案使用了其他 GPU。</translation>
    </message>
    <message>
        <source>Choose FP16 precision to train on them.</source>
        <translation>如需在这些 GPU 上训练，请选择 FP16 精度。</translation>
    </message>
    <message numerus="yes">
        <source>{0} server type(s) (was|were) left out: (its|their) price file marks the price as anomalous (for example spot dearer than on-demand). Enter the price you were quoted in the catalog to use (it|them).</source>
        <translation>
            <numerusform>已排除 {0} 种服务器：其价格文件将价格标记为异常（例如竞价价格高于按量价格）。如需使用，请在价格目录中填入您获得的报价。</numerusform>
        </translation>
    </message>
    <message>
        <source>Getting the servers ready (start-up) alone takes about {0}, longer than the deadline of {1}: no number of GPUs meets it.</source>
        <translation>仅准备服务器（启动）就需约 {0}，已超过 {1}的截止时间：再多的 GPU 也无法满足。</translation>
    </message>
    <message>
        <source>The deadline of {0} would take at least about {1} × {2} (this option has {3} and needs about {4}, {5} at the slow end; clusters never scale perfectly, so plan for more).</source>
        <extracomment>{4} the option&apos;s expected time, {5} its time at the slow end of the likely range (the one checked)</extracomment>
        <translation>要在 {0}内完成，至少需要约 {1} × {2}（此方案有 {3} 块，预计需要约 {4}，偏慢一端需要 {5}；集群扩展从来不是线性的，请预留更多）。</translation>
    </message>
    <message>
        <source>The deadline of {0} would take at least about {1} × {2} (this option has {3} and needs {4}; clusters never scale perfectly, so plan for more).</source>
        <translation>要在 {0}内完成，至少需要约 {1} × {2}（此方案有 {3} 块，需要 {4}；集群扩展从来不是线性的，请预留更多）。</translation>
    </message>
    <message>
        <source> The largest cluster in the catalog offers {0} GPUs ({1} servers on {2}); a larger one is rented by reservation: raise the cluster size in the catalog&apos;s defaults to plan for it.</source>
        <translation>价格目录中最大的集群为 {0} 块 GPU（{2} 上的 {1} 台服务器）；更大的集群需要预留租用：如要按此规划，请在价格目录的默认值中调大集群规模。</translation>
    </message>
    <message>
        <source> The largest cluster considered has {0} GPUs.</source>
        <translation>所考虑的最大集群为 {0} 块 GPU。</translation>
    </message>
    <message>
        <source>No option finishes by the deadline of {0}.</source>
        <translation>没有方案能在截止时间 {0}内完成。</translation>
    </message>
    <message>
        <source>No option finishes by the deadline of {0} at the slow end of its likely range (the margin you asked for: preferences.plan_for &quot;slow&quot;).</source>
        <translation>按可能范围的偏慢一端计算，没有方案能在截止时间 {0}内完成（这是您要求的余量：preferences.plan_for &quot;slow&quot;）。</translation>
    </message>
    <message>
        <source>No option finishes by the deadline of {0} with the margin: a run of {1} or more must meet it at the slow end of its likely range (preferences.plan_for &quot;auto&quot;).</source>
        <extracomment>{1} the shortest run checked at the slow end (defaults.csv plan_slow_end_min_hours)</extracomment>
        <translation>留出余量后，没有方案能在截止时间 {0}内完成：运行 {1}或更久的任务须在可能范围的偏慢一端满足截止时间（preferences.plan_for &quot;auto&quot;）。</translation>
    </message>
    <message numerus="yes">
        <source>{0} × {1} on {2} server(s) ({3})</source>
        <translation>
            <numerusform>{2} 台服务器上的 {0} × {1}（{3}）</numerusform>
        </translation>
    </message>
    <message>
        <source>The fastest, {0}, takes about {1} with its start-up, {2} at the slow end, for about {3}.</source>
        <extracomment>{0} the fastest option, {1} its expected time with the start-up, {2} its time at the slow end of the likely range (the one checked against the deadline), {3} its cost</extracomment>
        <translation>最快的方案是{0}，含启动约需 {1}，偏慢一端需 {2}，费用约 {3}。</translation>
    </message>
    <message>
        <source>The fastest, {0}, takes about {1} with its start-up, for about {2}.</source>
        <translation>最快的方案是{0}，含启动约需 {1}，费用约 {2}。</translation>
    </message>
    <message>
        <source>That is {1} times the budget of {2}.</source>
        <translation>这是预算 {2} 的 {1} 倍。</translation>
    </message>
    <message>
        <source>That is {1} times the monthly budget of {2}.</source>
        <translation>这是月预算 {2} 的 {1} 倍。</translation>
    </message>
    <message>
        <source>That is {1} ({2}) over the budget of {3}.</source>
        <translation>比预算 {3} 多 {1}（{2}）。</translation>
    </message>
    <message>
        <source>That is {1} ({2}) over the monthly budget of {3}.</source>
        <translation>比月预算 {3} 多 {1}（{2}）。</translation>
    </message>
    <message>
        <source>That is {0} a month, {1} times the monthly budget of {2}.</source>
        <translation>即每月 {0}，是月预算 {2} 的 {1} 倍。</translation>
    </message>
    <message>
        <source>That is {0} a month, {1} ({2}) over the monthly budget of {3}.</source>
        <translation>即每月 {0}，比月预算 {3} 多 {1}（{2}）。</translation>
    </message>
    <message>
        <source>the options that finish within {0}{1} (missing the deadline by at most {3} times the fastest&apos;s {2}: missed_deadline_tolerance in the catalog&apos;s defaults)</source>
        <extracomment>{0} the time up to which an option counts as about as late as the fastest, {1} &quot;at the slow end&quot; or nothing, {2} the fastest&apos;s time past the deadline, {3} how many times that</extracomment>
        <translation>{1}在 {0}内完成的方案（超出截止时间不超过最快方案超出的 {2} 的 {3} 倍：见目录默认值 missed_deadline_tolerance）</translation>
    </message>
    <message>
        <source> at the slow end</source>
        <translation>按偏慢一端</translation>
    </message>
    <message>
        <source>about {0} ({1} at the slow end)</source>
        <translation>约 {0}（偏慢一端 {1}）</translation>
    </message>
    <message>
        <source>Among {0}, this answer is the best for the goal &quot;{1}&quot;: it takes {2}.</source>
        <extracomment>{0} the options that count as about as close, {1} the goal, {2} this answer&apos;s time</extracomment>
        <translation>{0}中，本答案按目标“{1}”最优：需要{2}。</translation>
    </message>
    <message>
        <source>{0} a month</source>
        <translation>每月 {0}</translation>
    </message>
    <message>
        <source>{0} in total</source>
        <translation>合计 {0}</translation>
    </message>
    <message>
        <source>None of {0} is within the budget, so this answer is the one closest to both the deadline and the budget (their excesses added up): it takes {1} and costs {2}.</source>
        <extracomment>{0} the options that count as about as close, {1} this answer&apos;s time, {2} its cost against the budget</extracomment>
        <translation>{0}中没有一个在预算之内，因此本答案是同时最接近截止时间和预算的方案（两者超出的比例相加）：需要{1}，费用{2}。</translation>
    </message>
    <message>
        <source>Every run first gets its servers, pulls the software and loads the model: about {0} on each server (an assumption from published start-up times), plus {1} to write the last checkpoint.</source>
        <translation>每次运行都要先申请服务器、拉取软件并加载模型：每台服务器约 {0}（依据公开的启动耗时所作的假设）；写入最后一次检查点还需{1}。</translation>
    </message>
    <message>
        <source> Copying the data onto each server takes less than a second more.</source>
        <translation>把数据复制到每台服务器上还需不到 1 秒。</translation>
    </message>
    <message>
        <source> Resizing the images once to training size takes about {0} more.</source>
        <translation>把图像一次性缩小到训练尺寸另需约 {0}。</translation>
    </message>
    <message>
        <source>The model fits on no server offered here. The closest, {0} × {1} ({2}), would need {3} per GPU and has {4} ({5} short). Use a lower precision, a smaller model, or allow servers with larger GPUs.</source>
        <translation>没有任何可选服务器能装下这个模型。最接近的是 {0} × {1}（{2}），每块 GPU 需要 {3}，实际只有 {4}（差 {5}）。请降低精度、换用更小的模型，或允许使用显存更大的 GPU 的服务器。</translation>
    </message>
    <message>
        <source> Outside your choices it fits on {0} × {1} ({2}, {3}).</source>
        <translation>在您选定的范围之外，可用 {0} × {1}（{2}，{3}）装下。</translation>
    </message>
    <message>
        <source>{0} training tokens per parameter, far from the compute-optimal {1} (Chinchilla); fine if intended.</source>
        <translation>每个参数 {0} 个训练 token，与算力最优的 {1}（Chinchilla）相差很大；如属有意安排则无妨。</translation>
    </message>
    <message>
        <source>{0}, the GPU of your past run, has no BF16: that run is taken as FP16 mixed precision when its hours are scaled to other GPUs.</source>
        <translation>您以往运行所用的 {0} 不支持 BF16：把那次运行的小时数换算到其他 GPU 时，按 FP16 混合精度计。</translation>
    </message>
    <message>
        <source>{0} has no BF16; estimated with FP16 mixed precision.</source>
        <translation>{0} 不支持 BF16；按 FP16 混合精度估算。</translation>
    </message>
    <message>
        <source>{0}, the GPU of your past run, has no fast FP16: that run is taken at its FP32 speed when its hours are scaled to other GPUs.</source>
        <translation>您以往运行所用的 {0} 没有快速 FP16：把那次运行的小时数换算到其他 GPU 时，按其 FP32 速度计。</translation>
    </message>
    <message>
        <source>{0} has no fast FP16; estimated at its FP32 speed.</source>
        <translation>{0} 没有快速的 FP16 运算，按其 FP32 速度估算。</translation>
    </message>
    <message>
        <source>{0}, the GPU of your past run, has no FP8 speed in the catalog: that run is taken at its BF16/FP16 speed when its hours are scaled to other GPUs.</source>
        <translation>价格目录中没有您以往运行所用的 {0} 的 FP8 速度：把那次运行的小时数换算到其他 GPU 时，按其 BF16/FP16 速度计。</translation>
    </message>
    <message>
        <source>Does not fit: {0} per GPU needed, {1} available on {2} × {3}.</source>
        <translation>显存不足：每张卡需要 {0}，{2} × {3} 每张只有 {1}。</translation>
    </message>
    <message>
        <source>No published training run is that fast, so the estimate sets the past run aside and models the speed from published runs, as for a job without one. Check the past run&apos;s hours, its GPU and count, the model and the amount of data it was for (hours given for less data than this job&apos;s are too few).</source>
        <translation>没有任何已发表的训练运行有这么快，因此本估算不采用这次以往运行，而是像没有以往运行时一样，按已发表运行的速度建模。请核对以往运行的小时数、GPU 型号与数量、模型以及它所用的数据量（若那次运行的数据比本任务少，其小时数就偏少）。</translation>
    </message>
    <message>
        <source>The catalog has no memory bandwidth for {0}; its speed is estimated from its peak alone.</source>
        <translation>价格目录没有 {0} 的显存带宽；只按其峰值算力估算速度。</translation>
    </message>
    <message>
        <source>{0} has no {1}; PCIe was assumed.</source>
        <translation>{0} 不支持 {1}；按 PCIe 估算。</translation>
    </message>
    <message>
        <source>Only {0} of {1} GPUs do work (groups of {2} do not fill a server).</source>
        <translation>{1} 张卡中只有 {0} 张在工作（每组 {2} 张无法填满一台服务器）。</translation>
    </message>
    <message>
        <source>The latency target of {0} s cannot be met even one request at a time ({1} s).</source>
        <translation>即使一次只处理一个请求也达不到 {0} 秒的延迟目标（{1} 秒）。</translation>
    </message>
    <message>
        <source>Nothing can be estimated: this model has no figure for the work per image, so image training cannot be timed. Choose an image model (e.g. ResNet-50) or give a past run.</source>
        <translation>无法估算：该模型没有每张图像的计算量数据，因此无法估算图像训练时间。请选择图像模型（如 ResNet-50）或给出一次过往运行。</translation>
    </message>
    <message>
        <source>Nothing can be estimated: the catalog has no speed figures for the GPUs these servers have.</source>
        <translation>无法估算：价格目录中没有这些服务器所配 GPU 的算力数据。</translation>
    </message>
    <message>
        <source>Nothing can be estimated for these answers ({0}). Check the model and the data, or give a past run.</source>
        <translation>这些回答无法估算（{0}）。请检查模型和数据，或给出一次过往运行。</translation>
    </message>
    <message>
        <source>{0}: servers kept all month ({1}) and used in turn by {2} save {3}, {4} of what these jobs cost each on its own.</source>
        <translation>{0}：整月占用（{1}）并由{2}轮流使用的服务器节省 {3}，占这几个任务各自单独运行费用之和的 {4}。</translation>
    </message>
    <message>
        <source>The catalog has no monthly or reserved price for a server that runs {0}, so it cannot share servers kept all month and is priced run by run.</source>
        <translation>目录中没有能运行 {0} 的服务器的包月或预留价格，因此无法共享整月占用的服务器，按次计价。</translation>
    </message>
    <message>
        <source>The prices of {0} are older ({1} against {2}).</source>
        <translation>{0} 的价格更旧（{1}，对比 {2}）。</translation>
    </message>
    <message>
        <source>No service can answer a request within {0}: one request of {1} output tokens takes at least {2} even alone on the fastest configuration ({3} × {4}), and more copies of the model serve more requests side by side, never one faster.</source>
        <translation>没有任何服务能在 {0}内答完一个请求：即使在最快的配置（{3} × {4}）上单独处理，一个输出 {1} 个 token 的请求也至少需要 {2}；增加模型副本只能同时处理更多请求，不能让单个请求更快。</translation>
    </message>
    <message>
        <source>Node failures: restarts and lost work</source>
        <translation>节点故障：重启与损失的工作</translation>
    </message>
    <message>
        <source>servers</source>
        <translation>台服务器</translation>
    </message>
    <message>
        <source>server size (CPU and memory)</source>
        <translation>服务器规格（CPU 与内存）</translation>
    </message>
    <message>
        <source>published for this instance in another region</source>
        <translation>本实例在其他区域公布的数值</translation>
    </message>
    <message>
        <source>published for its instance family</source>
        <translation>该实例系列公布的数值</translation>
    </message>
    <message>
        <source>total cost</source>
        <translation>总费用</translation>
    </message>
    <message>
        <source>cost per month</source>
        <translation>每月费用</translation>
    </message>
    <message>
        <source>running time</source>
        <translation>运行时间</translation>
    </message>
    <message>
        <source>GPU count</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>expected interruptions</source>
        <translation>预计中断次数</translation>
    </message>
    <message>
        <source>price age</source>
        <translation>价格时效</translation>
    </message>
    <message>
        <source>Shared servers {0}</source>
        <translation>共享服务器 {0}</translation>
    </message>
    <message>
        <source>Own servers (job {0})</source>
        <translation>单独服务器（任务 {0}）</translation>
    </message>
    <message>
        <source>A</source>
        <extracomment>the first and the second of two answers compared side by side</extracomment>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>pipeline parallel over {0} servers</source>
        <translation>跨 {0} 台服务器流水线并行</translation>
    </message>
    <message>
        <source>The model needs about {0} of memory per GPU; each GPU has {1}, of which {2} ({3}) is planned for ({4}).</source>
        <translation>模型每块 GPU 约需 {0} 显存；每块 GPU 有 {1}，其中按 {2}（{3}）规划（{4}）。</translation>
    </message>
    <message>
        <source>Does not fit: needs {0} per GPU, more than the usable share of the {1} each GPU has.</source>
        <translation>放不下：每块 GPU 需要 {0}，超过每块 GPU {1} 中可用的部分。</translation>
    </message>
    <message>
        <source> (about {0} each, {1} to write)</source>
        <translation>（每个约 {0}，写入{1}）</translation>
    </message>
    <message>
        <source>Keep the {0} servers in one availability zone, in one placement group or cluster where the cloud offers one (the source article asks for under {1} µs between them).</source>
        <translation>把这 {0} 台服务器放在同一可用区，云平台提供时放进同一置放群组或集群（原文要求服务器之间低于 {1} 微秒）。</translation>
    </message>
    <message>
        <source>Keep the {0} servers in one availability zone, in one placement group or cluster where the cloud offers one: even so, over {1} a message between them takes about {2}–{3} µs, more than the under {4} µs the source article asks for (only RDMA reaches it).</source>
        <translation>把这 {0} 台服务器放在同一可用区，云平台提供时放进同一置放群组或集群：即便如此，经{1}，服务器之间一条消息仍约需 {2}–{3} 微秒，高于原文要求的 {4} 微秒以下（只有 RDMA 能做到）。</translation>
    </message>
    <message>
        <source>{0} servers, {1} GPUs, {2} vCPUs</source>
        <translation>{0} 台服务器、{1} 块 GPU、{2} 个 vCPU</translation>
    </message>
    <message>
        <source>{0} servers, {1} GPUs</source>
        <translation>{0} 台服务器、{1} 块 GPU</translation>
    </message>
    <message>
        <source>Before ordering, have {0} raise your GPU quota for this server type and region, or reserve the capacity: clouds cap GPU servers per account and region (AWS counts vCPUs per instance family; its P-family quota for spot starts at 0), and this answer needs {1}.</source>
        <translation>下单前，请让{0}为此服务器规格和地域提高您的 GPU 配额，或预留容量：云平台按账号和地域限制 GPU 服务器数量（AWS 按实例系列计 vCPU；其 P 系列竞价配额初始为 0），而本方案需要{1}。</translation>
    </message>
    <message>
        <source>Before ordering, have {0} raise your GPU quota for this server type and region, or reserve the capacity: clouds cap GPU servers per account and region, and this answer needs {1}.</source>
        <translation>下单前，请让{0}为此服务器规格和地域提高您的 GPU 配额，或预留容量：云平台按账号和地域限制 GPU 服务器数量，而本方案需要{1}。</translation>
    </message>
    <message>
        <source>Spot was not used: its price ({0} an hour) is {1} below on-demand, more than this cloud&apos;s usual spot discount (at most {2}). Enter it in the catalog as your own price if it is real.</source>
        <translation>未使用竞价实例：其价格（每小时 {0}）比按量价格低 {1}，超过该云通常的竞价折扣（最多 {2}）。如果该价格属实，请在目录中将其作为您自己的价格填入。</translation>
    </message>
    <message>
        <source>Spot was not used: a service is always on, and an evicted server stops answering until a replacement starts.</source>
        <translation>未使用竞价实例：推理服务需要一直在线，被回收的服务器在替换机器启动前无法应答。</translation>
    </message>
    <message>
        <source>Spot was not used: one server for {0} cannot be counted on as spot capacity (spot is offered for runs under {1}): an eviction can come at any time, and getting a spot server back after one is not guaranteed ({2} evictions expected over the run).</source>
        <extracomment>{0}: the run&apos;s hours (&quot;1,238 hours&quot;); {1}: the rule&apos;s limit (&quot;730 hours&quot;); {2}: evictions expected</extracomment>
        <translation>未使用竞价实例：一台服务器连续运行 {0}无法指望竞价容量（竞价实例只用于短于 {1}的运行）：随时可能被回收，回收后也不保证能再拿到竞价服务器（整个运行预计被回收 {2} 次）。</translation>
    </message>
    <message>
        <source>Spot was not used: {0} servers for {1} cannot be counted on as spot capacity (at most {2} servers and under {3}), and one eviction stops all of them (the cluster is interrupted in {4} of months).</source>
        <translation>未使用竞价实例：{0} 台服务器连续运行 {1}无法指望竞价容量（最多 {2} 台、少于 {3}），且任何一台被回收都会使全部停下（整个集群在 {4} 的月份中会被中断）。</translation>
    </message>
    <message>
        <source>Spot was not used: with a bad run of interruptions ({0} instead of the {1} expected) it would cost {2}, no less than {3} on-demand.</source>
        <translation>未使用竞价实例：若中断偏多（{0} 次而非预期的 {1} 次），费用将达 {2}，不低于按量付费的 {3}。</translation>
    </message>
    <message>
        <source>{0}: {1} an hour instead of {2}; it pays off after {3} months of use and locks you in for {4} months, paid even if unused ({5} for the term</source>
        <translation>{0}：每小时 {1}，而非 {2}；使用满 {3} 个月才划算，且锁定 {4} 个月，不用也要付费（整个期限 {5}</translation>
    </message>
    <message>
        <source> a month</source>
        <translation> 每月</translation>
    </message>
    <message>
        <source>, against {0} on-demand).</source>
        <translation>，按量付费为 {0}）。</translation>
    </message>
    <message>
        <source> This run of {0} months is too short for it.</source>
        <translation> 本次 {0} 个月的任务太短，不划算。</translation>
    </message>
    <message>
        <source> This run of {0} months is long enough.</source>
        <translation> 本次 {0} 个月的任务足够长，划算。</translation>
    </message>
    <message>
        <source>The catalog has no 1- or 3-year committed price for {0} on {1}; no committed price is published: for a service that runs all year, ask the provider for a quote.</source>
        <translation>价格目录中没有 {1} 上 {0} 的 1 年或 3 年承诺价格，也没有公开价格：服务全年运行，请向云厂商询价。</translation>
    </message>
    <message>
        <source>The catalog has no 1- or 3-year committed price for {0} on {1}; no committed price is published: for a run this long, ask the provider for a quote.</source>
        <translation>价格目录中没有 {1} 上 {0} 的 1 年或 3 年承诺价格，也没有公开价格：这么长的任务，请向云厂商询价。</translation>
    </message>
    <message>
        <source> The cheapest commitment the catalog prices for this job: {0} × {1} on {2} ({3}), {4} for the whole term, paid even if unused.</source>
        <translation> 目录中此任务最便宜的承诺方案：{2} 上的 {0} × {1}（{3}），整个期限共 {4}，即使不用也要付费。</translation>
    </message>
    <message>
        <source>The launch files put the training data at /data on each server&apos;s cloud disk ({1} MB/s), the disk the price counts. If the servers have local NVMe disks ({0} MB/s), copy it there and point your script at the copy: it reads faster.</source>
        <translation>启动文件把训练数据放在每台服务器云盘（{1} MB/s）上的 /data，即报价计入的那块盘。如果服务器带本地 NVMe 盘（{0} MB/s），可把数据复制到本地盘，并让训练脚本读取这份副本，读取更快。</translation>
    </message>
    <message>
        <source>The whole service runs on one server ({0} copies of the model): a fault of that server stops every answer until it is repaired or replaced. A second server like it, for redundancy, would add about {1} a month (to {2}).</source>
        <extracomment>a service on one server: {0} the model copies it runs, {1} a second server&apos;s cost a month, {2} the answer&apos;s</extracomment>
        <translation>整个服务只运行在一台服务器上（模型的 {0} 个副本）：这台服务器一旦故障，所有回答都会中断，直到修复或更换为止。再加一台同样的服务器做冗余，每月约多 {1}（合计 {2}）。</translation>
    </message>
    <message>
        <source>The whole service runs on one server: a fault of that server stops every answer until it is repaired or replaced. A second server like it, for redundancy, would add about {0} a month (to {1}).</source>
        <translation>整个服务只运行在一台服务器上：这台服务器一旦故障，所有回答都会中断，直到修复或更换为止。再加一台同样的服务器做冗余，每月约多 {0}（合计 {1}）。</translation>
    </message>
    <message>
        <source>FP8, which this GPU computes in</source>
        <extracomment>{0} GPUs per server, {1} the GPU, {2} the answer&apos;s output tokens, {3} the time of an answer in 8-bit weights on one server, {4} the chosen option&apos;s, {5} the servers of the 8-bit copies</extracomment>
        <translation>此 GPU 支持 FP8 计算</translation>
    </message>
    <message>
        <source>W8A16: 8-bit weights with 16-bit arithmetic, as this GPU has no FP8</source>
        <translation>W8A16：8 位权重、16 位计算，因为此 GPU 不支持 FP8</translation>
    </message>
    <message>
        <source>With 8-bit weights ({0}) one copy of the model fits on one server of {1} × {2}, and no longer waits on the network between servers.</source>
        <translation>改用 8 位权重（{0}）后，一份模型副本可装进一台 {1} × {2} 的服务器，不再受服务器之间网络的拖累。</translation>
    </message>
    <message>
        <source>An answer of {0} tokens would take about {1} instead of {2}.</source>
        <translation>生成 {0} 个 token 的回答约需 {1}，而不是现在的 {2}。</translation>
    </message>
    <message numerus="yes">
        <source>Carrying the load takes %n such server(s) (one copy each).</source>
        <translation>
            <numerusform>承载所需负载需要 %n 台这样的服务器（每台一份副本）。</numerusform>
        </translation>
    </message>
    <message>
        <source>At this server&apos;s price that is about {0} a month, against {1} now.</source>
        <translation>按此服务器的价格，每月约 {0}，现在为 {1}。</translation>
    </message>
    <message>
        <source>Check the 8-bit model&apos;s answers on your own task before you switch.</source>
        <translation>切换之前，请先在自己的任务上检查 8 位模型的回答质量。</translation>
    </message>
    <message>
        <source>Planned with a margin: a run of {0} or more must meet the deadline and the budget at the slow end of its likely range, {1} ({2}× the expected {3}).</source>
        <translation>留有余量地规划：运行 {0}或更久的任务须在可能范围的偏慢一端 {1}（预期 {3} 的 {2} 倍）满足截止时间和预算。</translation>
    </message>
    <message>
        <source>Planned for the slow case, as asked: the deadline and the budget are checked at {0} ({1}× the expected {2}).</source>
        <translation>按要求以偏慢情况规划：在 {0}（预期 {2} 的 {1} 倍）检查截止时间和预算。</translation>
    </message>
    <message>
        <source>Planned on the expected time, as asked: {0}; the slow end of the likely range is {1}.</source>
        <translation>按要求以预期时间规划：{0}；可能范围的偏慢一端为 {1}。</translation>
    </message>
    <message>
        <source>Planned on the expected time, {0}: runs shorter than {1} keep it (the slow end is {2}).</source>
        <translation>以预期时间 {0}规划：短于 {1}的任务按预期时间规划（偏慢一端为 {2}）。</translation>
    </message>
    <message>
        <source>Allows for node failures: {0} GPUs for {1} at {2} failures per million GPU-hours (published runs: {3}) expect {4}; each costs a restart and the work since the last checkpoint (every {5}): {6} added.</source>
        <translation>已计入节点故障：{0} 块 GPU 运行 {1}，按每百万 GPU 小时 {2} 次故障（公开训练记录：{3}）预计 {4} 次；每次损失一次重启和自上次检查点（每 {5} 一次）以来的工作：共增加 {6}。</translation>
    </message>
    <message>
        <source>{0} px on the long side</source>
        <extracomment>{0} the size in pixels the long side of each photo is resized to (a detector&apos;s training size)</extracomment>
        <translation>长边 {0} 像素</translation>
    </message>
    <message>
        <source>{0} px on the short side</source>
        <extracomment>{0} the size in pixels the short side of each photo is resized to (a classifier&apos;s training size)</extracomment>
        <translation>短边 {0} 像素</translation>
    </message>
    <message>
        <source>Your images are about {0} × {1}&apos;s size: the time assumes they are resized once to training size ({2}) before the first pass, about {3} on this server (reading the full-size photos from its data disk at {4} MB/s takes longer than resizing them on its CPUs), and that time is counted. Decoding full-size photos in every pass would be far slower.</source>
        <extracomment>{0} how many times the dataset&apos;s average image one image is, {1} the dataset (ImageNet, COCO), {2} the size resized to (&quot;256 px on the short side&quot;), {3} a duration, {4} the data disk&apos;s read rate</extracomment>
        <translation>您的图像约为 {1} 图像的 {0} 倍：时间按先把图像一次性缩小到训练尺寸（{2}）再开始第一轮计算，在这台服务器上约需 {3}（从数据盘以 {4} MB/s 读取原尺寸照片，比在 CPU 上缩小更慢），已计入时间。若每一轮都解码原尺寸照片，会慢得多。</translation>
    </message>
    <message>
        <source>Your images are about {0} × {1}&apos;s size: the time assumes they are resized once to training size ({2}) before the first pass, about {3} on this server&apos;s CPUs, and that time is counted. Decoding full-size photos in every pass would be far slower.</source>
        <extracomment>{0} how many times the dataset&apos;s average image one image is, {1} the dataset (ImageNet, COCO), {2} the size resized to (&quot;256 px on the short side&quot;), {3} a duration</extracomment>
        <translation>您的图像约为 {1} 图像的 {0} 倍：时间按先把图像一次性缩小到训练尺寸（{2}）再开始第一轮计算，在这台服务器的 CPU 上约需 {3}，已计入时间。若每一轮都解码原尺寸照片，会慢得多。</translation>
    </message>
    <message>
        <source>Your images are about {0} × {1}&apos;s size: the time assumes they are resized once to training size ({2}) before the first pass. Decoding full-size photos in every pass would be far slower.</source>
        <extracomment>{0} how many times the dataset&apos;s average image one image is, {1} the dataset (ImageNet, COCO), {2} the size resized to (&quot;256 px on the short side&quot;)</extracomment>
        <translation>您的图像约为 {1} 图像的 {0} 倍：时间按先把图像一次性缩小到训练尺寸（{2}）再开始第一轮计算。若每一轮都解码原尺寸照片，会慢得多。</translation>
    </message>
    <message>
        <source>The data disk ({0}, {1} MB/s at its size) is slower than the {2} MB/s each server&apos;s GPUs read: the time includes waiting for data.</source>
        <translation>数据盘（{0}，按其容量为 {1} MB/s）比每台服务器的 GPU 读取数据的速度 {2} MB/s 慢：时间已计入等待数据的时间。</translation>
    </message>
    <message>
        <source>The catalog does not give this server&apos;s network bandwidth; {0} was assumed between the {1} servers.</source>
        <translation>价格目录未给出该服务器的网络带宽；{1} 台服务器之间按{0}估算。</translation>
    </message>
    <message>
        <source>{0} servers are linked by {1}: communication will slow training; RDMA is better.</source>
        <translation>{0} 台服务器之间是{1}：通信会拖慢训练，建议使用 RDMA。</translation>
    </message>
    <message>
        <source>An RDMA cluster would be faster: {0} {1} ({2} × {3}, {4} {5} Gbit/s between servers) has no published price; enter the price you were quoted in the catalog.</source>
        <translation>RDMA 集群会更快：{0} {1}（{2} × {3}，服务器之间 {4} {5} Gbit/s）没有公开价格；请在目录中填入您拿到的报价。</translation>
    </message>
    <message>
        <source>This answer runs outside mainland China ({0}, {1}): it needs an account with that cloud, payment abroad, invoices in {2}, and your data crosses the border (China&apos;s rules on cross-border data apply).</source>
        <translation>这个方案在中国大陆以外运行（{0}，{1}）：需要在该云开账号、境外付款、发票以 {2} 开具，而且数据要出境（须遵守中国的数据出境规定）。</translation>
    </message>
    <message>
        <source>deadline at risk: met if it runs as expected; at the slow end of its range ({0}) it misses by {1}</source>
        <extracomment>the card&apos;s amber status: {0} the slow end of the likely range (&quot;2.6 hours&quot;), {1} by how much it misses the deadline there (&quot;36 minutes&quot;)</extracomment>
        <translation>截止时间有风险：按预期运行能赶上；按可能范围的偏慢一端（{0}）会超出 {1}</translation>
    </message>
    <message>
        <source>; on spot, each interruption adds about {0}</source>
        <extracomment>appended to the card&apos;s amber deadline status of an option on spot servers: {0} the time one interruption adds (&quot;17 minutes&quot;)</extracomment>
        <translation>；竞价实例每中断一次约增加 {0}</translation>
    </message>
    <message>
        <source>The deadline was checked against the expected time; “Plan for the slow case” under Preferences checks it at the slow end instead. The likely range is where the real time should fall 8 times in 10 (80%).</source>
        <extracomment>the card&apos;s amber deadline status, its tooltip after the sentence (&quot;Plan for the slow case&quot;: the wizard&apos;s box on its Preferences page)</extracomment>
        <translation>截止时间是按预期时间检查的；在“偏好设置”中勾选“按偏慢情况规划”，则改按偏慢一端检查。大概率范围：实际用时约有十分之八的可能落在其中（80%）。</translation>
    </message>
    <message>
        <source>No option that meets every requirement meets the deadline even at the slow end of its range. This proposal is planned for the expected time; whoever prepared it can have the deadline checked at the slow end instead (“Plan for the slow case” on the Preferences page of {0}).</source>
        <extracomment>the proposal PDF&apos;s summary of a pick whose deadline is at risk, when no option meeting every requirement meets the deadline at the slow end of its range; read by someone who may not have the app: {0} the app&apos;s name. (“Plan for the slow case”: the wizard&apos;s box on its Preferences page)</extracomment>
        <translation>没有一个满足全部要求的方案能在偏慢一端也赶上截止时间。本方案按预计用时规划；制作方案的人可在{0}的“偏好设置”页勾选“按偏慢情况规划”，改按偏慢一端检查截止时间。</translation>
    </message>
    <message>
        <source>No option that meets every requirement meets the deadline even at the slow end of its range; &quot;plan_for&quot;: &quot;slow&quot; under &quot;preferences&quot; in the scenario file checks the deadline there instead.</source>
        <extracomment>the command line&apos;s summary of a pick whose deadline is at risk, when no option meeting every requirement meets the deadline at the slow end of its range: the scenario file&apos;s field (kept as written)</extracomment>
        <translation>没有一个满足全部要求的方案能在偏慢一端也赶上截止时间；在方案文件的 &quot;preferences&quot; 中写上 &quot;plan_for&quot;: &quot;slow&quot;，则改按偏慢一端检查截止时间。</translation>
    </message>
    <message>
        <source>No option that meets every requirement meets the deadline even at the slow end of its range; “Plan for the slow case” under Preferences checks the deadline there instead.</source>
        <extracomment>a pick whose deadline is at risk, when no option meeting every requirement meets the deadline at the slow end of its range (&quot;Plan for the slow case&quot;: the wizard&apos;s box on its Preferences page)</extracomment>
        <translation>没有一个满足全部要求的方案能在偏慢一端也赶上截止时间；在“偏好设置”中勾选“按偏慢情况规划”，则改按偏慢一端检查截止时间。</translation>
    </message>
    <message>
        <source>{0} on {1} spot servers</source>
        <extracomment>the option safe at the slow end: {0} its GPUs (&quot;64 × V100-32GB (8 servers × 8)&quot;), {1} its provider</extracomment>
        <translation>{1}竞价实例上的 {0}</translation>
    </message>
    <message>
        <source>{0} on {1}</source>
        <extracomment>the option safe at the slow end: {0} its GPUs (&quot;64 × V100-32GB (8 servers × 8)&quot;), {1} its provider</extracomment>
        <translation>{1}上的 {0}</translation>
    </message>
    <message>
        <source>{0} meets it even at the slow end of its range ({1}) at the same cost.</source>
        <extracomment>{0} the option (&quot;64 × V100-32GB on Tencent Cloud&quot;), {1} its slow end (&quot;2.9 hours&quot;)</extracomment>
        <translation>{0}即使按偏慢一端（{1}）也能赶上，费用相同。</translation>
    </message>
    <message>
        <source>{0} meets it even at the slow end of its range ({1}) for {2} ({3}) more.</source>
        <extracomment>{0} the option (&quot;64 × V100-32GB on Tencent Cloud&quot;), {1} its slow end (&quot;2.9 hours&quot;), {2} how much more it costs than the pick (&quot;¥81.61&quot;), {3} that as a share of the pick&apos;s cost (&quot;5%&quot;)</extracomment>
        <translation>{0}即使按偏慢一端（{1}）也能赶上，多花 {2}（{3}）。</translation>
    </message>
    <message>
        <source>{0} meets it even at the slow end of its range ({1}) for {2} ({3}) less.</source>
        <extracomment>{0} the option, {1} its slow end, {2} how much less it costs than the pick, {3} that as a share</extracomment>
        <translation>{0}即使按偏慢一端（{1}）也能赶上，少花 {2}（{3}）。</translation>
    </message>
    <message>
        <source>Deadline at risk: it meets the deadline of {0} if it runs as expected ({1}); at the slow end of its likely range ({2}) it misses it by {3}.</source>
        <extracomment>{0} the deadline, {1} the expected time, {2} the slow end of the likely range, {3} the miss there</extracomment>
        <translation>截止时间有风险：按预期运行（{1}）能赶上 {0}的截止时间；按可能范围的偏慢一端（{2}）则会超出 {3}。</translation>
    </message>
    <message>
        <source>Deadline at risk: at the slow end of its likely range ({0}) it misses the deadline by {1}.</source>
        <extracomment>after the summary&apos;s &quot;inside your deadline of 2 hours if it runs as expected&quot;: {0} the slow end of the likely range, {1} the miss there</extracomment>
        <translation>截止时间有风险：按可能范围的偏慢一端（{0}）会超出截止时间 {1}。</translation>
    </message>
    <message>
        <source>fewer than {0}</source>
        <translation>少于 {0}</translation>
    </message>
    <message>
        <source>about {0}</source>
        <translation>约 {0}</translation>
    </message>
    <message numerus="yes">
        <source>On %n spot server(s), each interruption ({0} expected in the run) adds about {1}: a restart and the work since the last checkpoint.</source>
        <extracomment>an option on spot servers whose deadline is at risk: {0} how many interruptions are expected in the run (&quot;fewer than 0.01&quot;, &quot;about 0.25&quot;), {1} the time each adds (&quot;17 minutes&quot;)</extracomment>
        <translation>
            <numerusform>在 %n 台竞价服务器上，每次中断（本次运行预计 {0} 次）约增加 {1}：一次重启加上自上次检查点以来的工作。</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} ⚠ at risk</source>
        <extracomment>the Alternatives table&apos;s Time cell of an option whose deadline is met only if it runs as expected: {0} its expected time (&quot;1 hour 56 minutes&quot;); the cell&apos;s tooltip says the rest</extracomment>
        <translation>{0} ⚠ 有风险</translation>
    </message>
    <message>
        <source> The best option in mainland China: {0} × {1} on {2} ({3}), {4}, {5}.</source>
        <translation>中国大陆境内的最佳方案：{2}（{3}）{0} × {1}，{4}，{5}。</translation>
    </message>
    <message>
        <source> None there meets your deadline and your budget: the best one there misses both.</source>
        <translation>境内没有既满足截止时间又在预算内的方案：境内最佳方案两者都不满足。</translation>
    </message>
    <message>
        <source> None there meets your deadline within your budget: the best one there misses the deadline.</source>
        <translation>境内没有在预算内满足截止时间的方案：境内最佳方案赶不上截止时间。</translation>
    </message>
    <message>
        <source> None there meets your deadline within your budget: the best one there is over the budget.</source>
        <translation>境内没有在预算内满足截止时间的方案：境内最佳方案超出预算。</translation>
    </message>
    <message>
        <source> The catalog has no priced option in mainland China for this job.</source>
        <translation>价格目录中没有这项任务在中国大陆境内的有价方案。</translation>
    </message>
    <message numerus="yes">
        <source>{0} server type(s) (was|were) left out: (it|they) (holds|hold) a fraction of a GPU (a vGPU slice, such as 1.5 GPUs), which is never recommended. Correct the GPU count in the catalog if it is a whole number.</source>
        <translation>
            <numerusform>已排除 {0} 种服务器：其 GPU 数量不是整数（vGPU 切片，例如 1.5 个 GPU），这类服务器从不推荐。如果实际是整数块 GPU，请在目录中更正 GPU 数量。</numerusform>
        </translation>
    </message>
    <message>
        <source> So many are needed because the start-up alone takes about {0} of the {1}, and more GPUs do not shorten it: the work has to fit in the {2} left.</source>
        <extracomment>after &quot;The deadline of 24 hours would take at least about 2,334,119 × B200 (…)&quot;: why so many. {0} the start-up&apos;s hours, {1} the deadline, {2} the hours of the deadline left for the work</extracomment>
        <translation>之所以需要这么多，是因为单是启动就要约 {0}（截止时间共 {1}），且不会因 GPU 增多而缩短：计算只能在剩下的 {2}内完成。</translation>
    </message>
    <message>
        <source> Copying the data onto each server takes at least {0} more (at the disk&apos;s or the network&apos;s rate; many small files or a slow bucket take longer).</source>
        <extracomment>{0} the copy&apos;s time at the disk&apos;s or the network&apos;s rate; a bucket&apos;s own rate and a per-file cost are not in the catalog, so it can take longer (millions of small files: hours)</extracomment>
        <translation>把数据复制到每台服务器上至少还需 {0}（按磁盘或网络的速率计算；小文件很多或存储桶较慢时会更久）。</translation>
    </message>
    <message>
        <source> It would need a latency limit of at least {0}, or at most {1} output tokens per request.</source>
        <translation>需要把延迟上限放宽到至少 {0}，或把每个请求的输出减少到最多 {1} 个 token。</translation>
    </message>
    <message>
        <source> It would need a latency limit of at least {0}: within {1} not even one output token can be produced.</source>
        <translation>需要把延迟上限放宽到至少 {0}：在 {1}内连一个输出 token 都无法生成。</translation>
    </message>
    <message>
        <source>No service of at most {0} GPUs can carry {1} requests/s: the fewest GPUs that would is {2} × {3} ({4} × {5} on {6}), and {0} GPUs serve at most about {7} requests/s. It would need a lower load, or a larger limit for one service in the catalog&apos;s defaults (serving_max_gpus) to plan a fleet that large.</source>
        <translation>不超过 {0} 块 GPU 的服务承载不了每秒 {1} 个请求：能承载的最少需要 {2} × {3}（{6} 上的 {4} × {5}），而 {0} 块 GPU 每秒最多约处理 {7} 个请求。需要降低负载，或在价格目录的默认值中调大单个服务的规模上限（serving_max_gpus），才能按这么大的规模规划。</translation>
    </message>
    <message>
        <source> Outside your choices, {0} × {1} ({2}, {3}) would carry it.</source>
        <translation>在您选择的范围之外，{0} × {1}（{2}，{3}）可以承载。</translation>
    </message>
    <message>
        <source>{0}: no FP8 speed in the catalog (no FP8 tensor cores, or none a source rates); estimated at its BF16/FP16 speed.</source>
        <translation>{0}：价格目录中没有 FP8 速度（没有 FP8 张量核心，或没有来源给出其 FP8 算力）；按其 BF16/FP16 速度估算。</translation>
    </message>
    <message>
        <source>{0} servers over {1} are slower than one server: the network is the bottleneck.</source>
        <translation>{0} 台服务器通过{1}互联反而比一台更慢：网络是瓶颈。</translation>
    </message>
    <message>
        <source>The modelled speed of {0} was capped at {1} of its peak, the most published runs reach; this job&apos;s own overheads (padded examples, recomputed activations) bring it to {2}, the GPU efficiency shown.</source>
        <extracomment>{0} GPU model, {1} the cap (share of its peak), {2} the GPU efficiency the estimate shows after the job&apos;s own overheads</extracomment>
        <translation>{0} 的模型速度被限制在其峰值的 {1}，即已发表的训练所能达到的最高水平；本任务自身的开销（补齐的样本、重计算的激活）使其降到 {2}，即所示的 GPU 效率。</translation>
    </message>
    <message>
        <source>The modelled speed of {0} was capped at {1} of its peak, the most published runs reach.</source>
        <extracomment>{0} GPU model, {1} the cap (share of its peak); a pre-training, with no fine-tune overheads</extracomment>
        <translation>{0} 的模型速度被限制为其峰值的 {1}，这是公开运行所能达到的上限。</translation>
    </message>
    <message>
        <source>The modelled speed of {0} was capped at {1} of its peak, the most published runs reach (a fine-tune&apos;s overheads come on top).</source>
        <translation>{0} 的模型速度被限制为其峰值的 {1}，这是公开运行所能达到的上限（微调的额外开销另计）。</translation>
    </message>
    <message>
        <source>Your past run of {0} on {1} × {2} implies the GPUs ran at {3} of their peak speed (overall utilisation, MFU), outside the {4} to {5} that published training runs reach.</source>
        <extracomment>{0} hours of the past run, {1} its GPUs, {2} GPU model, {3} utilisation they imply, {4} and {5} the range published runs reach</extracomment>
        <translation>您以往那次运行在 {1} × {2} 上用了 {0}，这意味着 GPU 以峰值速度的 {3} 运行（整体利用率，MFU），超出了已发表训练运行所达到的 {4} 至 {5}。</translation>
    </message>
    <message>
        <source>At the speed this estimate models from published runs, that run of {0} takes about {1}.</source>
        <translation>按本估算依据已发表运行建模的速度，那次 {0} 的运行约需 {1}。</translation>
    </message>
    <message>
        <source>At the speed this estimate models from published runs, that run takes about {0}.</source>
        <translation>按本估算依据已发表运行建模的速度，那次运行约需 {0}。</translation>
    </message>
    <message>
        <source>Check the answers this rests on: the past run&apos;s hours, its GPU and count, the model and the amount of data (a run this slow fits a larger model or more data; the time here still follows your hours).</source>
        <translation>请核对这一结果所依据的回答：以往运行的时长、所用 GPU 及数量、模型和数据量（这么慢的运行更像是更大的模型或更多的数据；此处的用时仍按您给的时长计算）。</translation>
    </message>
    <message>
        <source>Check the answers this rests on: the past run&apos;s hours, its GPU and count, the model and the amount of data (a run this fast fits a smaller model or less data; the time here still follows your hours).</source>
        <translation>请核对这一结果所依据的回答：以往运行的时长、所用 GPU 及数量、模型和数据量（这么快的运行更像是更小的模型或更少的数据；此处的用时仍按您给的时长计算）。</translation>
    </message>
    <message numerus="yes">
        <source>{0} data-parallel GPUs take at least {1} images a step ({2} image(s) each), more than the largest global batch an image model keeps its accuracy at, {3} images (the assumptions give its source): expect a lower accuracy than the recipe&apos;s, or train on at most {4} GPUs.</source>
        <extracomment>{0} the data-parallel GPUs, {1} the images of one step over all of them, {2} the images each GPU takes (the plural&apos;s count), {3} the largest global batch that keeps the accuracy, {4} the most GPUs that stay within it</extracomment>
        <translation>
            <numerusform>{0} 个数据并行 GPU 每步至少处理 {1} 张图片（每个 GPU {2} 张），超过了图像模型保持精度的最大全局批量 {3} 张（来源见“假设”）：精度可能低于训练配方的水平，或改用最多 {4} 个 GPU 训练。</numerusform>
        </translation>
    </message>
    <message>
        <source>Data loading sets the pace: {2} data-loader workers per GPU decode and augment about {0} samples/s ({3} images each, a mosaic), below the {1} samples/s the GPU could take. More CPU cores per GPU, or images cached already decoded, would speed it up (the assumptions give the sources).</source>
        <extracomment>{0} samples per second per GPU the CPU data pipeline delivers, {1} what the GPU alone would reach, {2} data-loader workers per GPU, {3} images decoded per sample (a mosaic)</extracomment>
        <translation>数据加载决定速度：每卡 {2} 个数据加载进程每秒约能解码并增强 {0} 个样本（每个样本 {3} 张图片拼成马赛克），低于 GPU 能处理的每秒 {1} 个样本。每卡配更多 CPU 核，或预先缓存解码后的图片，可以加快训练（来源见假设）。</translation>
    </message>
    <message>
        <source>Data loading, not the GPU, sets the pace on this server: its vCPUs allow only {0} data-loader workers per GPU (YOLOv5 runs one per vCPU, {4} at most), which decode and augment about {1} samples/s per GPU ({2} images each, a mosaic), below the {3} samples/s the GPU could take. With {4} vCPUs or more per GPU it would run at about {5} samples/s (the assumptions give the sources).</source>
        <extracomment>{0} data-loader workers per GPU this server&apos;s vCPUs allow (YOLOv5: one per vCPU of each GPU&apos;s share), {1} the samples per second per GPU they deliver, {2} images decoded per sample (a mosaic), {3} what the GPU alone would reach, {4} the workers per GPU a server with enough vCPUs runs (YOLOv5&apos;s default), {5} the samples per second per GPU with those</extracomment>
        <translation>这台服务器上决定速度的是数据加载，而不是 GPU：它的 vCPU 每卡只够开 {0} 个数据加载进程（YOLOv5 每个 vCPU 开一个，最多 {4} 个），每卡每秒约能解码并增强 {1} 个样本（每个样本 {2} 张图片拼成马赛克），低于 GPU 能处理的每秒 {3} 个样本。每卡有 {4} 个或更多 vCPU 时，约可达每秒 {5} 个样本（来源见假设）。</translation>
    </message>
    <message>
        <source>They are sized for the slow end: the month&apos;s runs take {0} of its {1} as estimated and {2} if every run took the slow end of its likely range, every deadline kept either way.</source>
        <translation>它们按最慢的情况配置：本月各次运行按估算占用其 {1} 中的 {0}，若每次运行都落在可能范围的最慢一端则占用 {2}，两种情况下都能赶上每个截止时间。</translation>
    </message>
    <message>
        <source>Sized for the expected hours instead, servers kept all month would carry {0} for {1} a month, {2} less. Their runs would take {3} of their {4} as estimated, but {5} if every run took the slow end of its likely range, and deadlines could be missed. This plan keeps every deadline at the slow end; to take the cheaper month, size shared servers for the expected hours (in the Team plan window, or &quot;plan_for&quot;: &quot;expected&quot; in the plan file&apos;s preferences).</source>
        <extracomment>{0}: the jobs (&quot;“A”, “B” and “C”&quot;); {1}: the month&apos;s cost; {2}: how much less than the plan; {3}: hours the runs take as estimated; {4}: the hours those servers have in a month; {5}: the hours at the slow end</extracomment>
        <translation>如果改按预计用时配置，整月保留的服务器可承担 {0}，每月 {1}，少 {2}。按预计，这些任务要用其 {4} 中的 {3}；但若每次运行都落在可能范围的偏慢一端，则需 {5}，可能错过截止时间。本方案按偏慢一端配置，保证每个截止时间；若要更省钱的月度方案，请把共享服务器按预计用时配置（在“团队计划”窗口中设置，或在计划文件的 preferences 中写 &quot;plan_for&quot;: &quot;expected&quot;）。</translation>
    </message>
    <message>
        <source>{0} is priced at a reservation ({1}): it commits you to {2} months.</source>
        <translation>{0} 按预留实例计价（{1}）：需承诺 {2} 个月。</translation>
    </message>
    <message>
        <source>No option meets every requirement of “{0}” (it misses: {1}); its closest option is used.</source>
        <translation>没有方案满足“{0}”的全部要求（未满足：{1}）；采用最接近的方案。</translation>
    </message>
    <message>
        <source>A run of “{0}” takes {1}, longer than the month&apos;s {2}: no run of it ends in the month it starts, and the month counts each of its runs whole ({3} a run).</source>
        <translation>“{0}”每次运行需 {1}，超过一个月的 {2}：每次运行都无法在开始的当月结束，本月费用按整次运行计算（每次 {3}）。</translation>
    </message>
    <message>
        <source>The month costs {0}, {1} over the monthly budget of {2}.</source>
        <translation>本月费用 {0}，超出每月预算 {2} 共 {1}。</translation>
    </message>
    <message>
        <source>its one run a month</source>
        <translation>它每月唯一的一次运行</translation>
    </message>
    <message>
        <source>all {0} of its runs a month</source>
        <translation>它每月全部 {0} 次运行</translation>
    </message>
    <message>
        <source>{0} of its {1} runs a month</source>
        <translation>它每月 {1} 次运行中的 {0} 次</translation>
    </message>
    <message>
        <source>If every run on {0} took the slow end of its likely range, {1} would miss the deadline of {2}: run {3} would end {4} after its release, {5} of that waiting for the runs ahead of it and {6} running.</source>
        <translation>如果 {0} 上的每次运行都按可能范围的上限（偏慢）完成，{1}会错过 {2}的截止时间：第 {3} 次运行会在它应开始的时间之后 {4}才结束，其中 {5}在等待排在前面的运行，{6}用于运行本身。</translation>
    </message>
    <message>
        <source>These are the first month&apos;s figures: at their slow ends the month&apos;s runs need {0} of {1}&apos;s {2}, so each month starts further behind.</source>
        <translation>以上是第一个月的数字：按上限计，一个月的运行需要 {0}，而 {1} 一个月只有 {2}，因此每个月都比上个月落后更多。</translation>
    </message>
    <message>
        <source>{0} costs {1} less in total ({2}).</source>
        <translation>{0} 总费用少 {1}（{2}）。</translation>
    </message>
    <message>
        <source>{0} costs {1} less a month ({2}).</source>
        <translation>{0} 每月少 {1}（{2}）。</translation>
    </message>
    <message>
        <source>{0} gives only a ceiling: at most {1} in total</source>
        <extracomment>{0} is &quot;A&quot; or &quot;B&quot;; {1} the most it says it costs in total</extracomment>
        <translation>{0} 只给出上限：总计至多 {1}</translation>
    </message>
    <message>
        <source>{0} gives only a ceiling: at most {1} a month</source>
        <translation>{0} 只给出上限：每月至多 {1}</translation>
    </message>
    <message>
        <source>{0}; {1} gives no {2}, so no difference can be stated.</source>
        <extracomment>{0}: &quot;A gives only a ceiling: at most ¥80,000 a month&quot;; {1} the other side (&quot;B&quot;); {2} the figure (&quot;cost per month&quot;)</extracomment>
        <translation>{0}；{1} 没有给出{2}，因此无法得出差异。</translation>
    </message>
    <message>
        <source>{0}; a ceiling is not a cost, so no difference is taken from it.</source>
        <translation>{0}；上限不是费用，因此不计算差额。</translation>
    </message>
    <message>
        <source>{0}; {1}&apos;s {2} is within it.</source>
        <extracomment>{0}: &quot;B gives only a ceiling: at most ¥80,000 a month&quot;; {1} the other side (&quot;A&quot;), {2} its cost</extracomment>
        <translation>{0}；{1} 的 {2} 在此之内。</translation>
    </message>
    <message>
        <source>{0}; {1}&apos;s {2} is above it.</source>
        <translation>{0}；{1} 的 {2} 超出此上限。</translation>
    </message>
    <message>
        <source>{0} finishes {1} sooner ({2}).</source>
        <translation>{0} 早 {1} 完成（{2}）。</translation>
    </message>
    <message>
        <source>what is done</source>
        <translation>任务类型</translation>
    </message>
    <message>
        <source>the model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>the data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>the requests to serve</source>
        <translation>要服务的请求量</translation>
    </message>
    <message>
        <source>A and B are not the same job (they differ in {0}): the differences below are between two pieces of work, not two ways to do one.</source>
        <extracomment>{0} lists what differs between two compared answers&apos; jobs (&quot;what is done and the model&quot;)</extracomment>
        <translation>A 和 B 不是同一项工作（{0}不同）：下面的差异是两项不同工作之间的差异，而不是同一项工作的两种做法。</translation>
    </message>
    <message>
        <source>The jobs behind A and B are not known (saved answers that hold only what they recommended): this comparison assumes they are the same job.</source>
        <translation>A 和 B 背后的工作都未知（保存的答案只记录了推荐的方案）：本比较假定两者是同一项工作。</translation>
    </message>
    <message>
        <source>The job behind {0} is not known (a saved answer that holds only what it recommended): this comparison assumes A and B are the same job.</source>
        <extracomment>{0} the side (&quot;B&quot;) whose saved answer does not say what job it answered</extracomment>
        <translation>{0} 背后的工作未知（保存的答案只记录了推荐的方案）：本比较假定 A 和 B 是同一项工作。</translation>
    </message>
    <message>
        <source>A uses {0} × {1}, B {2} × {3}.</source>
        <translation>A 使用 {0} × {1}，B 使用 {2} × {3}。</translation>
    </message>
    <message>
        <source>{0}, interruptions not known</source>
        <translation>{0}，中断次数未知</translation>
    </message>
    <message numerus="yes">
        <source>{0}, about {1} interruption(s) expected</source>
        <translation>
            <numerusform>{0}，预计约 {1} 次中断</numerusform>
        </translation>
    </message>
    <message>
        <source>A runs {0}; B runs {1}.</source>
        <translation>A 采用{0}；B 采用{1}。</translation>
    </message>
    <message>
        <source>Neither answer gives the {0}, so that difference is not known.</source>
        <extracomment>{0} a figure (&quot;price age&quot;) neither of two compared answers gives</extracomment>
        <translation>两个答案都没有给出{0}，因此该差异未知。</translation>
    </message>
    <message>
        <source>{0} gives no {1}, so that difference is not known.</source>
        <translation>{0} 没有给出{1}，因此该差异未知。</translation>
    </message>
    <message>
        <source>A&apos;s servers carry {0} requests/s, B&apos;s {1} (the load is {2} requests/s).</source>
        <extracomment>{0}, {1}: the requests a second A&apos;s and B&apos;s servers carry; {2} the requests a second both are for</extracomment>
        <translation>A 的服务器每秒可处理 {0} 个请求，B 的 {1} 个（负载为每秒 {2} 个请求）。</translation>
    </message>
    <message>
        <source>A&apos;s servers carry {0} requests/s, B&apos;s {1}.</source>
        <translation>A 的服务器每秒可处理 {0} 个请求，B 的 {1} 个。</translation>
    </message>
    <message>
        <source>A&apos;s first token comes after {0}, B&apos;s after {1}.</source>
        <extracomment>{0}, {1}: the time to an answer&apos;s first token on A and on B (&quot;0.0314 s&quot;)</extracomment>
        <translation>A 的首个 token 在 {0} 后出现，B 的在 {1} 后。</translation>
    </message>
    <message>
        <source>A answers in {0}, B in {1}.</source>
        <extracomment>{0}, {1}: a whole answer&apos;s time on A and on B (&quot;16.7 s&quot;)</extracomment>
        <translation>A 回答一次用时 {0}，B 用时 {1}。</translation>
    </message>
    <message>
        <source>The answers are in different currencies ({0}, {1}); their money is compared in {0} at 1 {2} = {3} {4} (rate of {5}).</source>
        <extracomment>{0}, {1}: the two answers&apos; currencies; {2}-{5}: the rate, &quot;1 USD = 7.0288 CNY (rate of 2025-12-31)&quot;</extracomment>
        <translation>两个答案的货币不同（{0}、{1}）；金额按 1 {2} = {3} {4}（{5} 的汇率）折算为 {0} 比较。</translation>
    </message>
    <message>
        <source>The answers are in different currencies ({0}, {1}); their money is not compared.</source>
        <translation>两个答案币种不同（{0}、{1}）；不比较金额。</translation>
    </message>
    <message>
        <source>{0} misses: {1}.</source>
        <extracomment>{0} is &quot;A&quot; or &quot;B&quot; (one of two answers compared); {1} lists the requirements it misses</extracomment>
        <translation>{0} 未满足：{1}。</translation>
    </message>
    <message>
        <source>Note: {0}</source>
        <translation>注：{0}</translation>
    </message>
    <message>
        <source>{0} on {1} ({2}, {3})</source>
        <translation>{1} {0}（{2}，{3}）</translation>
    </message>
    <message>
        <source>{0} finishes in about {1} for about {2}</source>
        <translation>{0}约 {1}完成，费用约 {2}</translation>
    </message>
    <message>
        <source>{0} carries the requested load for about {1} a month, but answers slower than a chat allows</source>
        <translation>{0}可承载所需访问量，每月费用约 {1}，但回答速度慢于聊天服务的要求</translation>
    </message>
    <message>
        <source>{0} serves the requested load for about {1} a month</source>
        <translation>{0}可承载所需访问量，每月费用约 {1}</translation>
    </message>
    <message>
        <source>within your monthly budget of {0}</source>
        <translation>在您每月 {0} 的预算之内</translation>
    </message>
    <message>
        <source>over your monthly budget of {0}</source>
        <translation>超出您每月 {0} 的预算</translation>
    </message>
    <message>
        <source>within your budget of {0}</source>
        <translation>在您 {0} 的预算之内</translation>
    </message>
    <message>
        <source>over your budget of {0}</source>
        <translation>超出您 {0} 的预算</translation>
    </message>
    <message>
        <source>inside your deadline of {0} if it runs as expected</source>
        <translation>若按预期运行，早于 {0}的截止时间</translation>
    </message>
    <message>
        <source>inside your deadline of {0}</source>
        <translation>早于 {0}的截止时间</translation>
    </message>
    <message>
        <source>after your deadline of {0}</source>
        <translation>晚于 {0}的截止时间</translation>
    </message>
    <message>
        <source> and </source>
        <translation>，并且</translation>
    </message>
    <message>
        <source>No option meets every requirement; the closest: </source>
        <translation>没有方案能满足全部要求；最接近的是：</translation>
    </message>
    <message>
        <source>Some items have no price in the catalog and are not included.</source>
        <translation>部分项目在价格目录中没有价格，未计入。</translation>
    </message>
    <message>
        <source>Some prices are assumed (no price page gives them): see the assumptions.</source>
        <translation>部分价格为假设值（没有公开价格页给出），详见“假设”。</translation>
    </message>
    <message>
        <source>Pipeline stages (one per server)</source>
        <translation>流水线并行段数（每台服务器一段）</translation>
    </message>
    <message>
        <source>Sequences the KV cache holds</source>
        <translation>KV 缓存可容纳的序列数</translation>
    </message>
    <message>
        <source>Sequences a copy runs at once (--max-num-seqs)</source>
        <translation>每个副本同时运行的序列数（--max-num-seqs）</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>首个 token 延迟</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>每个输出 token 的时间</translation>
    </message>
    <message>
        <source>Hours in a month</source>
        <translation>每月小时数</translation>
    </message>
    <message>
        <source>GPU efficiency (share of peak speed)</source>
        <translation>GPU 效率（占峰值算力的比例）</translation>
    </message>
    <message>
        <source>Multi-GPU scaling efficiency</source>
        <translation>多卡扩展效率</translation>
    </message>
    <message>
        <source>Overall utilisation (MFU, as published runs report it)</source>
        <translation>整体利用率（MFU，即公开训练记录所报告的口径）</translation>
    </message>
    <message>
        <source>Efficiency from the calibration table</source>
        <translation>校准表中的效率</translation>
    </message>
    <message>
        <source>Highest efficiency allowed</source>
        <translation>效率上限</translation>
    </message>
    <message>
        <source>Highest efficiency a published run reached (fast end of the range)</source>
        <translation>已发表训练达到的最高效率（区间快端）</translation>
    </message>
    <message>
        <source>GPU peak speed</source>
        <translation>GPU 峰值算力</translation>
    </message>
    <message>
        <source>Effective GPU speed</source>
        <translation>GPU 有效算力</translation>
    </message>
    <message>
        <source>Scaling inside a server</source>
        <translation>单机内扩展效率</translation>
    </message>
    <message>
        <source>Scaling across servers</source>
        <translation>跨机扩展效率</translation>
    </message>
    <message>
        <source>Bytes per parameter (BF16 weights)</source>
        <translation>每参数字节数（BF16 权重）</translation>
    </message>
    <message>
        <source>Bytes per parameter (FP32 weights)</source>
        <translation>每参数字节数（FP32 权重）</translation>
    </message>
    <message>
        <source>Bytes per parameter (INT8 weights)</source>
        <translation>每参数字节数（INT8 权重）</translation>
    </message>
    <message>
        <source>Bytes per parameter (QLoRA 4-bit base)</source>
        <translation>每参数字节数（QLoRA 4 位基座）</translation>
    </message>
    <message>
        <source>Bytes per parameter in training (weights, gradients, Adam)</source>
        <translation>训练时每参数字节数（权重、梯度、Adam）</translation>
    </message>
    <message>
        <source>Adam optimizer bytes per parameter</source>
        <translation>Adam 优化器每参数字节数</translation>
    </message>
    <message>
        <source>Checkpoint bytes per parameter</source>
        <translation>检查点每参数字节数</translation>
    </message>
    <message>
        <source>Text bytes per token</source>
        <translation>每 token 文本字节数</translation>
    </message>
    <message>
        <source>English text bytes per token</source>
        <translation>英文每 token 字节数</translation>
    </message>
    <message>
        <source>Chinese characters per token</source>
        <translation>中文每 token 字数</translation>
    </message>
    <message>
        <source>Bytes per Chinese character</source>
        <translation>每个汉字字节数</translation>
    </message>
    <message>
        <source>Bytes per image</source>
        <translation>每张图片字节数</translation>
    </message>
    <message>
        <source>Training FLOPs per parameter and token</source>
        <translation>每参数每 token 训练计算量（FLOPs）</translation>
    </message>
    <message>
        <source>Training FLOPs per parameter and token (with recomputation)</source>
        <translation>每参数每 token 训练计算量（含重计算）</translation>
    </message>
    <message>
        <source>LoRA FLOPs per parameter and token</source>
        <translation>LoRA 每参数每 token 计算量</translation>
    </message>
    <message>
        <source>Share of parameters trained by LoRA</source>
        <translation>LoRA 训练的参数比例</translation>
    </message>
    <message>
        <source>Training cost of an image (× forward pass)</source>
        <translation>每张图片的训练计算量（× 前向）</translation>
    </message>
    <message>
        <source>Forward FLOPs per sample</source>
        <translation>每样本前向计算量（FLOPs）</translation>
    </message>
    <message>
        <source>FLOPs per multiply-accumulate</source>
        <translation>每次乘加的 FLOPs</translation>
    </message>
    <message>
        <source>Framework memory overhead per GPU</source>
        <translation>每卡框架显存开销</translation>
    </message>
    <message>
        <source>Serving memory overhead per GPU</source>
        <translation>每卡推理显存开销</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Tokens per sample</source>
        <translation>每个样本的词元数</translation>
    </message>
    <message>
        <source>Closest option when no deadline is met (× least miss)</source>
        <translation>无方案满足截止时间时的最接近方案（× 最小延误）</translation>
    </message>
    <message>
        <source>Start-up share of a deadline named as the reason for the GPUs it needs</source>
        <translation>启动时间占截止时间的比例达到多少时，说明它是所需 GPU 数的原因</translation>
    </message>
    <message>
        <source>Lowest utilisation a past run may imply</source>
        <translation>以往运行可隐含的最低利用率</translation>
    </message>
    <message>
        <source>Default training sequence length</source>
        <translation>默认训练序列长度</translation>
    </message>
    <message>
        <source>Epochs (passes over the data)</source>
        <translation>数据遍历次数（epoch）</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Reference run</source>
        <translation>参考运行</translation>
    </message>
    <message>
        <source>GPUs per server</source>
        <translation>每台 GPU 数</translation>
    </message>
    <message>
        <source>Checkpoint write speed</source>
        <translation>检查点写入速度</translation>
    </message>
    <message>
        <source>Storage read speed</source>
        <translation>存储读取速度</translation>
    </message>
    <message>
        <source>KV cache bytes per token</source>
        <translation>每 token KV 缓存字节数</translation>
    </message>
    <message>
        <source>Sliding-window attention (tokens a windowed layer keeps)</source>
        <translation>滑动窗口注意力（窗口层保留的 token 数）</translation>
    </message>
    <message>
        <source>Share of GPU memory usable for serving</source>
        <translation>推理可用显存比例</translation>
    </message>
    <message>
        <source>Longest time to the first token for a chat service</source>
        <translation>聊天服务首个 token 的最长用时</translation>
    </message>
    <message>
        <source>Longest time per output token for a chat service</source>
        <translation>聊天服务每个输出 token 的最长用时</translation>
    </message>
    <message>
        <source>Most servers one served replica is split across</source>
        <translation>一个推理副本最多拆分到的服务器数</translation>
    </message>
    <message>
        <source>Lowest compute capability a service runs on</source>
        <translation>推理服务所需的最低计算能力</translation>
    </message>
    <message>
        <source>Lowest compute capability PyTorch&apos;s Arm (aarch64) builds run</source>
        <translation>PyTorch 的 Arm（aarch64）版本支持的最低计算能力</translation>
    </message>
    <message>
        <source>Largest serving batch</source>
        <translation>最大推理批量</translation>
    </message>
    <message>
        <source>Software image on a service&apos;s system disk</source>
        <translation>推理服务系统盘上的软件镜像</translation>
    </message>
    <message>
        <source>Operating system on a service&apos;s system disk</source>
        <translation>推理服务系统盘上的操作系统</translation>
    </message>
    <message>
        <source>Input tokens per request</source>
        <translation>每请求输入 token 数</translation>
    </message>
    <message>
        <source>Output tokens per request</source>
        <translation>每请求输出 token 数</translation>
    </message>
    <message>
        <source>Latency target (95th percentile)</source>
        <translation>延迟目标（95 分位）</translation>
    </message>
    <message>
        <source>Network between servers</source>
        <translation>服务器间网络</translation>
    </message>
    <message>
        <source>Activation recomputation</source>
        <translation>激活重计算</translation>
    </message>
    <message>
        <source>Model architecture</source>
        <translation>模型结构</translation>
    </message>
    <message>
        <source>Active parameters per token</source>
        <translation>每 token 激活参数量</translation>
    </message>
    <message>
        <source>Compute-optimal tokens per parameter (Chinchilla)</source>
        <translation>算力最优的每参数 token 数（Chinchilla）</translation>
    </message>
    <message>
        <source>Images per GPU per step in launch files (mixed precision)</source>
        <translation>启动文件中每卡每步的图像数（混合精度）</translation>
    </message>
    <message>
        <source>Images per GPU per step in launch files (FP32)</source>
        <translation>启动文件中每卡每步的图像数（FP32）</translation>
    </message>
    <message>
        <source>GPU memory of the published per-GPU image batch</source>
        <translation>公开的每卡图像批大小所对应的 GPU 显存</translation>
    </message>
    <message>
        <source>YOLOv5 batch in launch files, one GPU (images)</source>
        <translation>启动文件中 YOLOv5 的批量，单卡（张图片）</translation>
    </message>
    <message>
        <source>YOLOv5 batch in launch files, several GPUs (images)</source>
        <translation>启动文件中 YOLOv5 的批量，多卡（张图片）</translation>
    </message>
    <message>
        <source>Ultralytics (YOLOv8) batch in launch files, one GPU (images)</source>
        <translation>启动文件中 Ultralytics（YOLOv8）的批量，单卡（张图片）</translation>
    </message>
    <message>
        <source>Ultralytics (YOLOv8) batch in launch files, several GPUs (images)</source>
        <translation>启动文件中 Ultralytics（YOLOv8）的批量，多卡（张图片）</translation>
    </message>
    <message>
        <source>Servers the Ultralytics (YOLOv8) yolo command trains on</source>
        <translation>Ultralytics（YOLOv8）yolo 命令可用的服务器台数</translation>
    </message>
    <message>
        <source>Activations kept per image (ResNet-50 at 224 × 224, FP32)</source>
        <translation>每张图像保留的激活（ResNet-50，224 × 224，FP32）</translation>
    </message>
    <message>
        <source>Activations kept per image</source>
        <translation>每张图像保留的激活</translation>
    </message>
    <message>
        <source>Images per GPU per step (memory estimate)</source>
        <translation>每 GPU 每步的图像数（显存估算）</translation>
    </message>
    <message>
        <source>Images per optimizer step across all GPUs</source>
        <translation>所有 GPU 每个优化器步的图像数（全局批量）</translation>
    </message>
    <message>
        <source>Largest global batch an image model keeps its accuracy at</source>
        <translation>图像模型保持精度的最大全局批量</translation>
    </message>
    <message>
        <source>Network traffic of one gradient exchange (× gradient bytes)</source>
        <translation>一次梯度交换的网络流量（× 梯度字节数）</translation>
    </message>
    <message>
        <source>Share of a step the gradient exchange can hide behind</source>
        <translation>梯度交换可被掩盖在其后的步内计算占比</translation>
    </message>
    <message>
        <source>Network traffic of one ZeRO-3 step (× the model&apos;s bytes)</source>
        <translation>ZeRO-3 每一步的网络流量（× 模型字节数）</translation>
    </message>
    <message>
        <source>Servers from which the GPU quota tip is given</source>
        <translation>从多少台服务器起提示 GPU 配额</translation>
    </message>
    <message>
        <source>Fewest images per GPU a step is timed for</source>
        <translation>每步计时所按的每卡最少图像数</translation>
    </message>
    <message>
        <source>Activation memory per GPU</source>
        <translation>每 GPU 的激活显存</translation>
    </message>
    <message>
        <source>Calibration GPU peak speed</source>
        <translation>校准基准 GPU 峰值算力</translation>
    </message>
    <message>
        <source>Calibration GPU memory bandwidth</source>
        <translation>校准基准 GPU 显存带宽</translation>
    </message>
    <message>
        <source>Prices older than this are flagged</source>
        <translation>价格超过此天数即标为过时</translation>
    </message>
    <message>
        <source>A price update asks first for prices moving more than</source>
        <translation>价格更新时，涨跌超过此倍数的价格需先确认</translation>
    </message>
    <message>
        <source>A price file is refused when more of its rows than this have a number that cannot be read</source>
        <translation>价格文件中数值无法读取的行超过此比例时，整个文件不予采用</translation>
    </message>
    <message>
        <source>Activation memory per token, hidden unit and layer</source>
        <translation>每个 token、每个隐藏单元、每层的激活显存</translation>
    </message>
    <message>
        <source>Activation memory per token, hidden unit and layer (with recomputation)</source>
        <translation>每个 token、每个隐藏单元、每层的激活显存（开启重计算）</translation>
    </message>
    <message>
        <source>Alternatives listed</source>
        <translation>列出的备选方案数</translation>
    </message>
    <message>
        <source>Alternatives finish within (1 + this) × the deadline (or the least possible time)</source>
        <translation>备选方案须在截止时间（或最短可能用时）的（1 + 此值）倍以内完成</translation>
    </message>
    <message>
        <source>Alternatives cost at most (1 + this) × the budget (or the least possible spend)</source>
        <translation>备选方案的费用不超过预算（或最低可能花费）的（1 + 此值）倍</translation>
    </message>
    <message>
        <source>Cheaper options listed that are too slow for a chat</source>
        <translation>列出的对聊天太慢的更便宜方案数</translation>
    </message>
    <message>
        <source>Hidden size per layer (model given by size only)</source>
        <translation>每层隐藏维度（只给出模型大小时）</translation>
    </message>
    <message>
        <source>Parameters per layer (× hidden size squared)</source>
        <translation>每层参数量（× 隐藏维度的平方）</translation>
    </message>
    <message>
        <source>Vocabulary size (model given by size only)</source>
        <translation>词表大小（只给出模型大小时）</translation>
    </message>
    <message>
        <source>Weight of cost in the balanced goal</source>
        <translation>“平衡”目标中费用的权重</translation>
    </message>
    <message>
        <source>Running times this short count as equally fast (balanced goal)</source>
        <translation>短于此的运行时间视为同样快（“平衡”目标）</translation>
    </message>
    <message>
        <source>Bytes per parameter (INT4 weights)</source>
        <translation>每个参数的字节数（INT4 权重）</translation>
    </message>
    <message>
        <source>Checkpoint every so many steps</source>
        <translation>每隔多少步保存检查点</translation>
    </message>
    <message>
        <source>Checkpoints kept</source>
        <translation>保留的检查点数</translation>
    </message>
    <message>
        <source>Tolerance around the compute-optimal data size</source>
        <translation>相对算力最优数据量的容许倍数</translation>
    </message>
    <message>
        <source>Most memory modules in a server</source>
        <translation>一台服务器最多的内存条数</translation>
    </message>
    <message>
        <source>Largest memory module</source>
        <translation>最大的内存条</translation>
    </message>
    <message>
        <source>Smallest memory module</source>
        <translation>最小的内存条</translation>
    </message>
    <message>
        <source>Disk sizes rounded up to</source>
        <translation>磁盘容量向上取整到</translation>
    </message>
    <message>
        <source>Default fine-tuning sequence length</source>
        <translation>默认微调序列长度</translation>
    </message>
    <message>
        <source>FP32 runs on TF32 tensor cores</source>
        <translation>FP32 在 TF32 张量核上运行</translation>
    </message>
    <message>
        <source>Position within the host sizing range</source>
        <translation>在主机配置范围中的取值位置</translation>
    </message>
    <message>
        <source>Memory bandwidth reached when serving</source>
        <translation>推理服务时达到的显存带宽比例</translation>
    </message>
    <message>
        <source>Compute speed reached when serving</source>
        <translation>推理服务时达到的算力比例</translation>
    </message>
    <message>
        <source>Serving FLOPs per parameter and token</source>
        <translation>推理时每个参数、每个 token 的 FLOPs</translation>
    </message>
    <message>
        <source>KV cache size per token and layer (latent attention)</source>
        <translation>每个 token、每层的 KV 缓存大小（潜在注意力）</translation>
    </message>
    <message>
        <source>Output-layer memory per token and vocabulary entry</source>
        <translation>每个 token、每个词表项的输出层显存</translation>
    </message>
    <message>
        <source>Most GPUs tried for one job</source>
        <translation>单个任务尝试的最多 GPU 数</translation>
    </message>
    <message>
        <source>Most GPUs one service is sized on</source>
        <translation>单个服务规划的最多 GPU 数</translation>
    </message>
    <message>
        <source>Most servers in one cluster on AWS</source>
        <translation>AWS 单个集群最多服务器数</translation>
    </message>
    <message>
        <source>Most servers in one cluster on Lambda</source>
        <translation>Lambda 单个集群最多服务器数</translation>
    </message>
    <message>
        <source>Most servers in one cluster on Nebius</source>
        <translation>Nebius 单个集群最多服务器数</translation>
    </message>
    <message>
        <source>Start-up time of a run on each server</source>
        <translation>每台服务器上一次运行的启动时间</translation>
    </message>
    <message>
        <source>Share of server memory the page cache holds data in</source>
        <translation>服务器内存中可用作数据页缓存的比例</translation>
    </message>
    <message>
        <source>Options this close count as equal (fewest servers wins)</source>
        <translation>差距在此范围内的方案视为相当（服务器最少者优先）</translation>
    </message>
    <message>
        <source>How much more an option on a recent price may cost and still replace one on a stale price</source>
        <translation>价格较新的方案最多可贵多少而仍取代价格过时的方案</translation>
    </message>
    <message>
        <source>Least server memory per GB of GPU memory</source>
        <translation>每 GB 显存对应的最少服务器内存</translation>
    </message>
    <message>
        <source>Share of capacity a service is sized to use at peak</source>
        <translation>服务按峰值占用的容量比例配置</translation>
    </message>
    <message>
        <source>Most server-hours on spot unless you allow it</source>
        <translation>未经您允许时竞价实例最多使用的服务器小时数</translation>
    </message>
    <message>
        <source>Fewest GPUs per server for multi-server jobs</source>
        <translation>多机任务每台服务器至少的 GPU 数</translation>
    </message>
    <message>
        <source>Over-provisioned below this share of the deadline</source>
        <translation>用时低于截止时间的这一比例即视为配置过剩</translation>
    </message>
    <message>
        <source>Over-provisioned below this share of GPU memory</source>
        <translation>显存使用低于这一比例即视为配置过剩</translation>
    </message>
    <message>
        <source>PCIe 4.0 x16 bandwidth</source>
        <translation>PCIe 4.0 x16 带宽</translation>
    </message>
    <message>
        <source>How the compute was counted</source>
        <translation>计算量的计数方式</translation>
    </message>
    <message>
        <source>Reservation saving, high</source>
        <translation>预留实例节省比例（高）</translation>
    </message>
    <message>
        <source>Reservation saving, low</source>
        <translation>预留实例节省比例（低）</translation>
    </message>
    <message>
        <source>Latency between servers in one zone</source>
        <translation>同一可用区内服务器间的延迟</translation>
    </message>
    <message>
        <source>Default number of passes over the data</source>
        <translation>默认的数据遍历次数（轮数）</translation>
    </message>
    <message>
        <source>Default input tokens per request</source>
        <translation>默认每个请求的输入 token 数</translation>
    </message>
    <message>
        <source>Default output tokens per request</source>
        <translation>默认每个请求的输出 token 数</translation>
    </message>
    <message>
        <source>Default requests per second</source>
        <translation>默认每秒请求数</translation>
    </message>
    <message>
        <source>Spot interruptions when none is published</source>
        <translation>没有公布时采用的竞价中断率</translation>
    </message>
    <message>
        <source>Spot price share of on-demand, high</source>
        <translation>竞价价格占按量价格的比例（高）</translation>
    </message>
    <message>
        <source>Spot price share of on-demand, low</source>
        <translation>竞价价格占按量价格的比例（低）</translation>
    </message>
    <message>
        <source>Restart time after a spot interruption</source>
        <translation>竞价中断后的重启时间</translation>
    </message>
    <message>
        <source>Runs compared with 1- and 3-year commitments from</source>
        <translation>与 1 年和 3 年承诺价格比较的最短运行时长</translation>
    </message>
    <message>
        <source>Sequences per GPU per step (memory check)</source>
        <translation>每张卡每步的序列数（显存核算用）</translation>
    </message>
    <message>
        <source>Rule of thumb: low request rate below</source>
        <translation>经验法则：低请求率的上限</translation>
    </message>
    <message>
        <source>Rule of thumb: 7B–13B class upper bound</source>
        <translation>经验法则：7B–13B 级别的上限</translation>
    </message>
    <message>
        <source>Rule of thumb: 70B class lower bound</source>
        <translation>经验法则：70B 级别的下限</translation>
    </message>
    <message>
        <source>Share of GPU memory a training plan may fill</source>
        <translation>训练方案可占用的显存比例</translation>
    </message>
    <message>
        <source>Runs planned at the slow end from</source>
        <translation>按偏慢一端规划的运行时长下限</translation>
    </message>
    <message>
        <source>Node failures allowed for from</source>
        <translation>计入节点故障的预期次数下限</translation>
    </message>
    <message>
        <source>Model search: sizes near the size typed, within</source>
        <translation>模型搜索：与所填参数量相近的范围（倍数）</translation>
    </message>
    <message>
        <source>Rule of thumb: 7B class upper bound</source>
        <translation>经验法则：7B 级别的上限</translation>
    </message>
    <message>
        <source>Rule of thumb: 7B class lower bound</source>
        <translation>经验法则：7B 级别的下限</translation>
    </message>
    <message>
        <source>vCPUs per CPU core</source>
        <translation>每个 CPU 核对应的 vCPU 数</translation>
    </message>
    <message>
        <source>Model size when not known</source>
        <translation>不知道模型大小时采用的规模</translation>
    </message>
    <message>
        <source>Attention FLOPs per token</source>
        <translation>每个 token 的注意力计算量</translation>
    </message>
    <message>
        <source>Attention FLOPs per token and position of its context</source>
        <translation>每个 token、每个上下文位置的注意力计算量</translation>
    </message>
    <message>
        <source>RoPE part of a latent-attention key (MLA)</source>
        <translation>潜在注意力（MLA）键中的 RoPE 部分</translation>
    </message>
    <message>
        <source>Efficiency factor for the model size</source>
        <translation>模型规模的效率系数</translation>
    </message>
    <message>
        <source>Exponent of the GPU&apos;s peak in its speed (language models)</source>
        <translation>GPU 峰值算力对速度的指数（语言模型）</translation>
    </message>
    <message>
        <source>Measured training throughput</source>
        <translation>实测训练吞吐量</translation>
    </message>
    <message>
        <source>Speed of this GPU relative to the measured one</source>
        <translation>该 GPU 相对于实测 GPU 的速度</translation>
    </message>
    <message>
        <source>Work of this model relative to the measured one</source>
        <translation>该模型相对于实测模型的计算量</translation>
    </message>
    <message>
        <source>Likely range (80%) of the running time</source>
        <translation>运行时长的可能范围（80%）</translation>
    </message>
    <message>
        <source>Range widened: no calibration run close to this job</source>
        <translation>范围已放宽：没有与此任务相近的校准运行</translation>
    </message>
    <message>
        <source>Attention FLOPs per token, layer, hidden unit and position</source>
        <translation>每 token、每层、每隐藏单元、每位置的注意力计算量</translation>
    </message>
    <message>
        <source>Cluster overhead per doubling of servers</source>
        <translation>服务器数量每翻一倍的集群开销</translation>
    </message>
    <message>
        <source>Reference network bandwidth between servers</source>
        <translation>服务器间参考网络带宽</translation>
    </message>
    <message>
        <source>Planned global batch (samples)</source>
        <translation>计划的全局批量（样本）</translation>
    </message>
    <message>
        <source>Planned global batch for fine-tuning (sequences)</source>
        <translation>微调计划的全局批量（序列）</translation>
    </message>
    <message>
        <source>Planned global batch for pre-training (tokens)</source>
        <translation>预训练计划的全局批量（token）</translation>
    </message>
    <message>
        <source>Learning rate of the launch files at the recipe&apos;s batch (ResNet, SGD)</source>
        <translation>启动文件在配方批大小下的学习率（ResNet，SGD）</translation>
    </message>
    <message>
        <source>Batch of the launch files&apos; recipe learning rate (ResNet, SGD)</source>
        <translation>启动文件配方学习率对应的批大小（ResNet，SGD）</translation>
    </message>
    <message>
        <source>SGD momentum in the launch files (ResNet)</source>
        <translation>启动文件中的 SGD 动量（ResNet）</translation>
    </message>
    <message>
        <source>SGD weight decay in the launch files (ResNet)</source>
        <translation>启动文件中的 SGD 权重衰减（ResNet）</translation>
    </message>
    <message>
        <source>Learning-rate warm-up in the launch files (ResNet)</source>
        <translation>启动文件中的学习率预热（ResNet）</translation>
    </message>
    <message>
        <source>Learning rate of the launch files at the recipe&apos;s batch (ViT, AdamW)</source>
        <translation>启动文件在配方批大小下的学习率（ViT，AdamW）</translation>
    </message>
    <message>
        <source>Batch of the launch files&apos; recipe learning rate (ViT, AdamW)</source>
        <translation>启动文件配方学习率对应的批大小（ViT，AdamW）</translation>
    </message>
    <message>
        <source>Highest learning rate of the launch files (ViT, AdamW)</source>
        <translation>启动文件的最高学习率（ViT，AdamW）</translation>
    </message>
    <message>
        <source>AdamW weight decay in the launch files (ViT)</source>
        <translation>启动文件中的 AdamW 权重衰减（ViT）</translation>
    </message>
    <message>
        <source>Learning-rate warm-up in the launch files (ViT)</source>
        <translation>启动文件中的学习率预热（ViT）</translation>
    </message>
    <message>
        <source>Learning rate of the launch files for a full fine-tune (AdamW)</source>
        <translation>启动文件中全参数微调的学习率（AdamW）</translation>
    </message>
    <message>
        <source>Learning rate of the launch files for a LoRA fine-tune (AdamW)</source>
        <translation>启动文件中 LoRA 微调的学习率（AdamW）</translation>
    </message>
    <message>
        <source>AdamW weight decay in the launch files for a fine-tune</source>
        <translation>启动文件中微调的 AdamW 权重衰减</translation>
    </message>
    <message>
        <source>Largest calibrated cluster (GPUs)</source>
        <translation>已校准的最大集群（GPU 数）</translation>
    </message>
    <message>
        <source>Upper end of the likely range (× estimate)</source>
        <translation>可能范围的上限（× 估算值）</translation>
    </message>
    <message>
        <source>Lower end of the likely range (× estimate)</source>
        <translation>可能范围的下限（× 估算值）</translation>
    </message>
    <message>
        <source>Range widening when extrapolating</source>
        <translation>外推时的范围放宽系数</translation>
    </message>
    <message>
        <source>Measured speed factor of this GPU class</source>
        <translation>该 GPU 类别的实测速度系数</translation>
    </message>
    <message>
        <source>Efficiency factor for the sequence length</source>
        <translation>序列长度的效率系数</translation>
    </message>
    <message>
        <source>Exponent of the peak below the calibration GPU (language models)</source>
        <translation>低于校准 GPU 时峰值的指数（语言模型）</translation>
    </message>
    <message>
        <source>Sequence length at which short sequences halve the speed</source>
        <translation>短序列使速度减半时的序列长度</translation>
    </message>
    <message>
        <source>Fastest GPU the size-by-peak term reaches</source>
        <translation>规模×峰值项适用的最快 GPU</translation>
    </message>
    <message>
        <source>Range widening for a GPU without its own calibration run</source>
        <translation>无自身校准运行的 GPU 的范围放宽</translation>
    </message>
    <message>
        <source>Model size below which the range widens</source>
        <translation>低于此模型规模时放宽范围</translation>
    </message>
    <message>
        <source>Slow end of a fine-tune&apos;s range (× estimate)</source>
        <translation>微调范围的慢端（× 估算）</translation>
    </message>
    <message>
        <source>Slow end of a V100 decoder&apos;s range (× its high end)</source>
        <translation>V100 上解码器模型范围的慢端（× 其上限）</translation>
    </message>
    <message>
        <source>Measured speed factor of decoder models on this GPU generation</source>
        <translation>解码器模型在这一代 GPU 上的实测速度系数</translation>
    </message>
    <message>
        <source>Speed factor of decoder models on V100-class GPUs</source>
        <translation>解码器模型在 V100 类 GPU 上的速度系数</translation>
    </message>
    <message>
        <source>Decoder speed factor: not applied up to this sequence length</source>
        <translation>解码器速度系数：序列长度不超过此值时不采用</translation>
    </message>
    <message>
        <source>Decoder speed factor: applied in full from this sequence length</source>
        <translation>解码器速度系数：序列长度达到此值起完全采用</translation>
    </message>
    <message>
        <source>Speed of a detector relative to a classifier of the same work</source>
        <translation>检测模型相对同等计算量分类模型的速度</translation>
    </message>
    <message>
        <source>Data loading bound (detector&apos;s CPU data pipeline, per GPU)</source>
        <translation>数据加载上限（检测模型的 CPU 数据流水线，每卡）</translation>
    </message>
    <message>
        <source>Data-loader workers per GPU</source>
        <translation>每卡数据加载进程数</translation>
    </message>
    <message>
        <source>Data-loader workers per GPU this server&apos;s vCPUs allow</source>
        <translation>这台服务器的 vCPU 每卡能开的数据加载进程数</translation>
    </message>
    <message>
        <source>Images one data-loader worker decodes and augments per second</source>
        <translation>每个数据加载进程每秒解码并增强的图片数</translation>
    </message>
    <message>
        <source>Short side large images are resized to</source>
        <translation>大图像缩小后的短边</translation>
    </message>
    <message>
        <source>Short side of ImageNet&apos;s average photo</source>
        <translation>ImageNet 平均照片的短边</translation>
    </message>
    <message>
        <source>Bytes of COCO&apos;s average image (a detector&apos;s reference)</source>
        <translation>COCO 平均图像的字节数（检测模型的参考）</translation>
    </message>
    <message>
        <source>Long side a detector&apos;s large images are resized to</source>
        <translation>检测模型的大图像缩小后的长边</translation>
    </message>
    <message>
        <source>Long side of COCO&apos;s average photo</source>
        <translation>COCO 平均照片的长边</translation>
    </message>
    <message>
        <source>Short side a diffusion model&apos;s large images are resized to</source>
        <translation>扩散模型的大图像缩小后的短边</translation>
    </message>
    <message>
        <source>Bytes of one resized image (read by every pass)</source>
        <translation>缩小后每张图像的字节数（每一轮读取）</translation>
    </message>
    <message>
        <source>Images decoded per detector sample (mosaic)</source>
        <translation>检测模型每个样本解码的图片数（马赛克拼接）</translation>
    </message>
    <message>
        <source>Training speed of a mixture of experts relative to a dense model of its active size</source>
        <translation>混合专家（MoE）模型相对同等激活参数稠密模型的训练速度</translation>
    </message>
    <message>
        <source>Range widened: no calibration run on this GPU family</source>
        <translation>范围已放宽：该 GPU 系列没有校准运行</translation>
    </message>
    <message>
        <source>Range widened: no calibration run on this GPU</source>
        <translation>范围已放宽：该 GPU 没有校准运行</translation>
    </message>
    <message>
        <source>Range widened: no calibration run near this model size</source>
        <translation>范围已放宽：没有接近该模型规模的校准运行</translation>
    </message>
    <message>
        <source>Range widened: small model</source>
        <translation>范围已放宽：小模型</translation>
    </message>
    <message>
        <source>Range widened: encoder model</source>
        <translation>范围已放宽：编码器模型</translation>
    </message>
    <message>
        <source>Range widened: fine-tuning software differs</source>
        <translation>范围已放宽：微调软件栈差异</translation>
    </message>
    <message>
        <source>Slow end raised: common fine-tuning stacks are slower</source>
        <translation>慢端已提高：常见微调软件栈更慢</translation>
    </message>
    <message>
        <source>Slow end raised: decoders on V100 with ordinary framework code ran up to 2.6× slower</source>
        <translation>慢端已提高：V100 上用常见框架代码训练的解码器模型最多慢 2.6 倍</translation>
    </message>
    <message>
        <source>Range widened: no calibration run of this kind of model</source>
        <translation>范围已放宽：没有此类模型的校准运行</translation>
    </message>
    <message>
        <source>Range widened: mixture-of-experts model</source>
        <translation>范围已放宽：混合专家模型</translation>
    </message>
    <message>
        <source>Range widened: model spread over more GPUs than calibrated</source>
        <translation>范围已放宽：模型分布到的 GPU 多于校准范围</translation>
    </message>
    <message>
        <source>Range widened: more GPUs than the largest calibration run</source>
        <translation>范围已放宽：GPU 数超过最大校准运行</translation>
    </message>
    <message>
        <source>Model size span of a nearby calibration run</source>
        <translation>临近校准运行的模型规模跨度</translation>
    </message>
    <message>
        <source>Network bandwidth between servers</source>
        <translation>服务器之间的网络带宽</translation>
    </message>
    <message>
        <source>Bytes read per recommendation sample</source>
        <translation>每个推荐样本读取的字节数</translation>
    </message>
    <message>
        <source>Dense share of a recommendation model&apos;s parameters</source>
        <translation>推荐模型中稠密参数的占比</translation>
    </message>
    <message>
        <source>Size exponent of the efficiency (language models)</source>
        <translation>效率的规模指数（语言模型）</translation>
    </message>
    <message>
        <source>Growth of the size exponent with the GPU&apos;s peak</source>
        <translation>规模指数随显卡峰值算力的增长</translation>
    </message>
    <message>
        <source>Data-parallel communication coefficient (language models)</source>
        <translation>数据并行通信系数（语言模型）</translation>
    </message>
    <message>
        <source>Data-parallel factor across servers</source>
        <translation>跨服务器数据并行系数</translation>
    </message>
    <message>
        <source>Factor across servers at the network&apos;s line rate</source>
        <translation>按网络线速计的跨服务器系数</translation>
    </message>
    <message>
        <source>Reference model size of the size term</source>
        <translation>规模项的参考模型规模</translation>
    </message>
    <message>
        <source>Size window of the attention layout borrowed by a model given by its size</source>
        <translation>按规模给出的模型借用注意力结构时的规模范围</translation>
    </message>
    <message>
        <source>QLoRA time relative to LoRA</source>
        <translation>QLoRA 相对 LoRA 的耗时</translation>
    </message>
    <message>
        <source>Bytes per GB of GPU memory</source>
        <translation>GPU 显存每 GB 的字节数</translation>
    </message>
    <message>
        <source>Time set by embedding memory traffic</source>
        <translation>由嵌入表访存决定的时间</translation>
    </message>
    <message>
        <source>Share of a training step waiting on GPU memory</source>
        <translation>训练步中等待显存带宽的时间占比</translation>
    </message>
    <message>
        <source>How fast that share falls with model size</source>
        <translation>该占比随模型规模下降的速度</translation>
    </message>
    <message>
        <source>Largest share of a step waiting on GPU memory</source>
        <translation>训练步中等待显存带宽的最大占比</translation>
    </message>
    <message>
        <source>Time of a padded fine-tune relative to a packed one</source>
        <translation>填充（未打包）微调相对打包微调的耗时倍数</translation>
    </message>
    <message>
        <source>Fine-tune examples taken as packed when not known</source>
        <translation>未知时是否按已打包处理微调样本</translation>
    </message>
    <message>
        <source>Fine-tune examples packed or padded</source>
        <translation>微调样本：打包还是填充</translation>
    </message>
    <message>
        <source>Range widened: packing not known, both cases covered</source>
        <translation>范围已放宽：未知是否打包，两种情况都已覆盖</translation>
    </message>
    <message>
        <source>Activation checkpointing taken as on for a fine-tune when not known</source>
        <translation>未知时按开启处理微调的激活检查点（梯度检查点）</translation>
    </message>
    <message>
        <source>Activation (gradient) checkpointing in the fine-tune</source>
        <translation>微调是否开启激活检查点（梯度检查点）</translation>
    </message>
    <message>
        <source>Range widened: activation checkpointing not known, both cases covered</source>
        <translation>范围已放宽：未知是否开启激活检查点，两种情况都已覆盖</translation>
    </message>
    <message>
        <source>Range&apos;s fast end held at the best published utilisation</source>
        <translation>范围的快端不超过公开运行达到的最高利用率</translation>
    </message>
    <message>
        <source>Global batch per optimizer step (tokens)</source>
        <translation>每个优化器步的全局批量（token）</translation>
    </message>
    <message>
        <source>Tokens of one example (one padded sequence)</source>
        <translation>一条样本的 token 数（一个补齐的序列）</translation>
    </message>
    <message>
        <source>Global batch of a 10B language model when not given (tokens)</source>
        <translation>未给出时 10B 语言模型的全局批量（token）</translation>
    </message>
    <message>
        <source>Growth of the default global batch with model size</source>
        <translation>默认全局批量随模型规模的增长</translation>
    </message>
    <message>
        <source>Compute-bound share of time ({0})</source>
        <translation>计算受限时间占比（{0}）</translation>
    </message>
    <message>
        <source>the recommended option&apos;s prices</source>
        <translation>推荐方案的价格</translation>
    </message>
    <message>
        <source>your budget</source>
        <translation>您的预算</translation>
    </message>
    <message>
        <source>the alternatives&apos; prices</source>
        <translation>备选方案的价格</translation>
    </message>
    <message>
        <source>the best option in mainland China</source>
        <translation>中国大陆境内的最佳方案</translation>
    </message>
    <message>
        <source>used for {0}; {1}</source>
        <translation>用于{0}；{1}</translation>
    </message>
    <message>
        <source>your budget in {0}</source>
        <translation>您以 {0} 计的预算</translation>
    </message>
    <message>
        <source>{0} × {1} (exchange rate {2} of {3})</source>
        <translation>{0} × {1}（{3} 的 {2} 汇率）</translation>
    </message>
    <message>
        <source>{0} ÷ {1} (exchange rate {2} of {3})</source>
        <translation>{0} ÷ {1}（{3} 的 {2} 汇率）</translation>
    </message>
    <message>
        <source>Budget in {0}</source>
        <translation>预算折合 {0}</translation>
    </message>
    <message>
        <source>price catalog</source>
        <translation>价格目录</translation>
    </message>
    <message>
        <source>Catalog version and date</source>
        <translation>价格目录版本与日期</translation>
    </message>
    <message>
        <source>Prices as of</source>
        <translation>价格日期</translation>
    </message>
    <message>
        <source>{0}; {1}</source>
        <translation>{0}；{1}</translation>
    </message>
    <message>
        <source>Assumed price: {0}</source>
        <translation>假设价格：{0}</translation>
    </message>
    <message>
        <source>{0}: no price page found; the catalog&apos;s assumption (its notes say why); replace it with a quote</source>
        <translation>{0}：未找到公开价格页，使用价格目录中的假设值（备注中说明了原因）；请以报价替换</translation>
    </message>
    <message>
        <source>at the data disk&apos;s write rate at its size (catalog disk tiers; storage where a disk has none), or the server&apos;s network where slower (network tables); the catalog has no bucket rate or per-file cost</source>
        <translation>按数据盘在其容量下的写入速度（价格目录的云盘速度表；没有对应行的盘用存储表），服务器网络更慢时按网络速度（网络表）；价格目录没有存储桶速度，也没有按文件计的开销</translation>
    </message>
    <message>
        <source>Exchange rate {0}</source>
        <translation>汇率 {0}</translation>
    </message>
    <message>
        <source>{0} (dated {1})</source>
        <translation>{0}（{1}）</translation>
    </message>
    <message>
        <source>exchange-rate table of the catalog</source>
        <translation>价格目录中的汇率表</translation>
    </message>
    <message>
        <source>Time per output token for an API service</source>
        <translation>API 服务每个输出 token 的用时</translation>
    </message>
    <message>
        <source>Images resized once before training from this many times the reference dataset&apos;s image size</source>
        <translation>图像超过参考数据集图像的这一倍数时，先在训练前一次性缩小</translation>
    </message>
    <message>
        <source>Range widened: detection (data loading bounded, not measured on detectors)</source>
        <translation>范围已放宽：检测模型（数据加载有上限，但未在检测模型上实测）</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>not needed: prices are in {0}</source>
        <translation>无需换算：价格均以 {0} 计</translation>
    </message>
    <message>
        <source>estimate (see below)</source>
        <translation>估算结果（见下文）</translation>
    </message>
    <message>
        <source>Host sizing rules</source>
        <translation>主机配置规则</translation>
    </message>
    <message>
        <source>{0} days</source>
        <translation>{0} 天</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>your scenario</source>
        <translation>您的需求</translation>
    </message>
    <message>
        <source>assumed: a question you left open (see the reasons)</source>
        <translation>假设值：您未回答的问题（见推荐理由）</translation>
    </message>
    <message>
        <source>Start-up of every run on each server (servers, software, model)</source>
        <translation>每次运行在每台服务器上的启动（获取服务器、拉取软件、加载模型）</translation>
    </message>
    <message>
        <source>Copying the data onto each server</source>
        <translation>把数据复制到每台服务器</translation>
    </message>
    <message>
        <source>Spot interruptions a month (none published for these servers)</source>
        <translation>竞价实例每月中断率（这些服务器没有公布）</translation>
    </message>
    <message>
        <source>assumption of this app (the catalog&apos;s spot tables): see the warnings</source>
        <translation>本应用的假设（价格目录的竞价表）：见警告</translation>
    </message>
    <message>
        <source>The likely range is where the real time should fall 8 times in 10 (80%).</source>
        <translation>大概率范围：实际用时约有十分之八的可能落在其中（80%）。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Wider than usual because: {0}.</source>
        <translation>范围比通常更宽，原因：{0}。</translation>
    </message>
    <message>
        <source>%1 layers × %2 hidden (%3)</source>
        <translation>%1 层 × 隐藏维度 %2（%3）</translation>
    </message>
    <message>
        <source>%1 on %2 × %3</source>
        <translation>%2 × %3 上运行 %1</translation>
    </message>
    <message>
        <source>{0} × active parameters per sample</source>
        <translation>每个样本 {0} × 激活参数量</translation>
    </message>
    <message>
        <source>{0} × dense parameters per sample (dense = {1} × parameters; embeddings are looked up, not multiplied)</source>
        <translation>每个样本 {0} × 稠密参数量（稠密参数量 = {1} × 参数量；嵌入只查表、不做乘法）</translation>
    </message>
    <message>
        <source>roofline: this GPU&apos;s peak and memory bandwidth weighed against the reference A100&apos;s (docs/estimates.md §1)</source>
        <translation>屋顶线模型：按本 GPU 的峰值算力和显存带宽相对于基准 A100 加权计算（见 docs/estimates.md 第 1 节）</translation>
    </message>
    <message>
        <source>speed curve fitted over the GPU&apos;s 16-bit peak against the reference A100&apos;s (docs/estimates.md §1)</source>
        <translation>按 GPU 的 16 位峰值算力相对于基准 A100 拟合的速度曲线（见 docs/estimates.md 第 1 节）</translation>
    </message>
    <message>
        <source>the GPU&apos;s peak (the catalog has no memory bandwidth for it)</source>
        <translation>GPU 峰值算力（价格目录中没有它的显存带宽）</translation>
    </message>
    <message>
        <source>{0}, capped at the model&apos;s context length</source>
        <translation>{0}，不超过模型的上下文长度</translation>
    </message>
    <message>
        <source>roofline speed of {0} over that of {1} ({2}); {0} has no measurement of its own</source>
        <translation>{0} 与 {1} 的屋顶线速度之比（{2}）；{0} 没有自己的实测数据</translation>
    </message>
    <message>
        <source>your answer (a mixture of experts: its FLOPs count the parameters a token uses)</source>
        <translation>您的回答（混合专家模型：计算量按每个 token 实际用到的参数计）</translation>
    </message>
    <message>
        <source>the model preset (a mixture of experts: its FLOPs count the parameters a token uses)</source>
        <translation>模型预设（混合专家模型：计算量按每个 token 实际用到的参数计）</translation>
    </message>
    <message>
        <source>ImageNet&apos;s average file × ({0} / {1})²: the copy each photo is resized to once before the first pass, read by every pass after it (assumed: the photos&apos; shape is ImageNet&apos;s, and at a fixed JPEG quality the bytes grow with the pixels)</source>
        <translation>ImageNet 平均文件大小 × ({0} / {1})²：每张照片在第一轮之前缩小一次得到的副本，此后每一轮都读它（假设照片的长宽比与 ImageNet 相同，且在固定 JPEG 质量下字节数与像素数成正比）</translation>
    </message>
    <message>
        <source>{0} × ({1} / {2})²: the copy each photo is resized to once before the first pass, read by every pass after it (assumed: the photos&apos; shape is the reference dataset&apos;s, and at a fixed JPEG quality the bytes grow with the pixels)</source>
        <translation>{0} × ({1} / {2})²：每张照片在第一轮之前缩小一次得到的副本，此后每一轮都读它（假设照片的长宽比与参考数据集相同，且在固定 JPEG 质量下字节数与像素数成正比）</translation>
    </message>
    <message>
        <source>derived from the active parameters of the mixture of experts (N = 12 L h², h = 128 L)</source>
        <translation>由混合专家模型的激活参数推算（N = 12 L h²，h = 128 L）</translation>
    </message>
    <message>
        <source>derived from the parameter count (N = 12 L h², h = 128 L)</source>
        <translation>由参数量推算（N = 12 L h²，h = 128 L）</translation>
    </message>
    <message>
        <source>scaling across servers: each doubling of the servers costs a fitted share of a step, more on a slower network (docs/estimates.md §1)</source>
        <translation>跨服务器扩展：服务器数每翻一倍，每步多花一个拟合得到的时间比例，网络越慢花得越多（docs/estimates.md §1）</translation>
    </message>
    <message>
        <source>data-parallel exchange: each step&apos;s gradient exchange set against the compute of the global batch on each GPU, fitted on the published runs (docs/estimates.md, v3)</source>
        <translation>数据并行通信：每步的梯度交换与每块 GPU 上全局批量的计算量相比，系数由公开训练运行拟合（docs/estimates.md，v3）</translation>
    </message>
    <message>
        <source>the attention count per layer, width and position (forward share) × layers × width</source>
        <translation>每层、每单位宽度、每个位置的注意力计算量（前向部分）× 层数 × 宽度</translation>
    </message>
    <message>
        <source>multi-head latent attention: every head scores over the latent and RoPE key and weighs the latent values, in every layer</source>
        <translation>多头潜在注意力（MLA）：每层每个头都在潜在向量与 RoPE 键上计算注意力分数，并对潜在值加权</translation>
    </message>
    <message>
        <source>one prompt alone: its tokens&apos; work and its attention, at the serving efficiency</source>
        <translation>单独处理一个提示：其 token 的计算量与注意力计算量，按推理效率计</translation>
    </message>
    <message>
        <source>short sequences: 1 / (1 + the length at which the speed halves / the sequence length) (defaults table)</source>
        <translation>短序列：1 / (1 + 速度减半时的序列长度 / 序列长度)（默认值表）</translation>
    </message>
    <message>
        <source>the errors on published training runs, each predicted without its publisher&apos;s runs (docs/estimates.md: the range)</source>
        <translation>公开训练运行上的误差，每个运行都在不使用其发布方任何运行的情况下预测（docs/estimates.md：范围）</translation>
    </message>
    <message>
        <source>the errors on published training runs, each predicted without its publisher&apos;s runs, × {0} – {1} for the packing and checkpointing left open (docs/estimates.md: the range)</source>
        <translation>公开训练运行上的误差，每个运行都在不使用其发布方任何运行的情况下预测；因样本打包和检查点未回答，再乘以 {0}–{1}（docs/estimates.md：范围）</translation>
    </message>
    <message>
        <source>the best utilisation published calibration runs reach (range_fast_mfu_max) for the model&apos;s FLOPs: the range&apos;s fast end is no faster (docs/estimates.md: the range)</source>
        <translation>校准用公开训练对模型计算量所达到的最高利用率（range_fast_mfu_max）：范围的快端不会比它更快（docs/estimates.md：范围）</translation>
    </message>
    <message>
        <source>no published run near this estimate, so the range is widened (docs/estimates.md: the range)</source>
        <translation>没有与此估算相近的公开运行，因此放宽了范围（docs/estimates.md：范围）</translation>
    </message>
    <message>
        <source>(range widening − 1) × {0} (docs/estimates.md: the range)</source>
        <translation>（范围放宽系数 − 1）× {0}（docs/estimates.md：范围）</translation>
    </message>
    <message>
        <source>activation checkpointing not stated: the range reaches the other case</source>
        <translation>未说明是否开启激活检查点：范围覆盖另一种情况</translation>
    </message>
    <message>
        <source>packing not stated: the range reaches the other case</source>
        <translation>未说明是否打包：范围覆盖另一种情况</translation>
    </message>
    <message>
        <source>{0}, the data disk the launch files write checkpoints to (the server has no local NVMe); write speed taken equal to its read speed (storage table)</source>
        <translation>{0}：启动文件把检查点写在这块数据盘上（服务器没有本地 NVMe）；写入速度按其读取速度计（存储表）</translation>
    </message>
    <message>
        <source>checkpoints go to the server&apos;s local NVMe disk; its write speed is taken equal to its read speed, from {0}</source>
        <translation>检查点写入服务器的本地 NVMe 盘；写入速度按其读取速度计，读取速度来自：{0}</translation>
    </message>
    <message>
        <source>defaults table (a typical chat request)</source>
        <translation>默认值表（典型的对话请求）</translation>
    </message>
    <message>
        <source>2 × layers × KV heads × head width × bytes (the model&apos;s architecture)</source>
        <translation>2 × 层数 × KV 头数 × 每头宽度 × 字节数（模型结构）</translation>
    </message>
    <message>
        <source>layers × (latent + RoPE key width) × bytes (multi-head latent attention, the model&apos;s architecture)</source>
        <translation>层数 × （潜向量 + RoPE 键宽度）× 字节数（多头潜在注意力，模型结构）</translation>
    </message>
    <message>
        <source>derived from the active parameters of the mixture of experts (N = 12 L h², h = 128 L); attention as in {0}, the newest language-model preset of about its size</source>
        <translation>由混合专家模型的激活参数推得（N = 12 L h²，h = 128 L）；注意力结构同 {0}，即规模相近的最新语言模型预设</translation>
    </message>
    <message>
        <source>derived from the parameter count (N = 12 L h², h = 128 L); attention as in {0}, the newest language-model preset of about its size</source>
        <translation>由参数量推得（N = 12 L h²，h = 128 L）；注意力结构同 {0}，即规模相近的最新语言模型预设</translation>
    </message>
    <message>
        <source>the errors on published training runs, each predicted without its publisher&apos;s runs; the fast end held at the best utilisation published runs reach (docs/estimates.md: the range)</source>
        <translation>公开训练运行上的误差，每个运行都在不使用其发布方任何运行的情况下预测；快端不超过公开运行所达到的最高利用率（docs/estimates.md：范围）</translation>
    </message>
    <message>
        <source>the errors on published training runs, each predicted without its publisher&apos;s runs, × {0} – {1} for the packing and checkpointing left open; the fast end held at the best utilisation published runs reach (docs/estimates.md: the range)</source>
        <translation>公开训练运行上的误差，每个运行都在不使用其发布方任何运行的情况下预测；因样本打包和检查点未回答，再乘以 {0}–{1}；快端不超过公开运行所达到的最高利用率（docs/estimates.md：范围）</translation>
    </message>
    <message>
        <source>the KV-cache layout of {0}, the newest language-model preset of about its size</source>
        <translation>{0} 的 KV 缓存结构，即规模相近的最新语言模型预设</translation>
    </message>
    <message>
        <source>sliding-window attention: {0} of the model&apos;s {1} layers attend to its last {2} tokens only, and keep no more of a request in the KV cache (the model&apos;s architecture)</source>
        <translation>滑动窗口注意力：模型 {1} 层中有 {0} 层只关注最近的 {2} 个 token，KV 缓存中也只为每个请求保留这么多（模型架构）</translation>
    </message>
    <message>
        <source>2 × layers × width × bytes (architecture derived from the size, multi-head attention)</source>
        <translation>2 × 层数 × 宽度 × 字节数（由参数量推出的结构，多头注意力）</translation>
    </message>
    <message>
        <source>what the KV cache holds after the weights, at the requests&apos; average length (input + half the output)</source>
        <translation>放下权重后 KV 缓存能容纳的序列数，按请求的平均长度（输入 + 一半输出）计</translation>
    </message>
    <message>
        <source>one scheduler round at the chosen batch (every sequence&apos;s next token and the prompts that join)</source>
        <translation>所选批量下调度器的一轮（每个序列的下一个 token，以及新加入的提示词）</translation>
    </message>
    <message>
        <source>one pipeline stage per server, tensor parallel within it (vLLM/SGLang multi-node serving); passing activations between stages is taken as free next to a round</source>
        <translation>每台服务器一个流水线阶段，服务器内张量并行（vLLM/SGLang 多机部署）；阶段之间传递激活的开销相对一轮可忽略</translation>
    </message>
    <message>
        <source>memory needs it: those layers&apos; activations are recomputed in the backward pass</source>
        <translation>显存需要：这些层的激活在反向传播时重新计算</translation>
    </message>
    <message>
        <source>your answer (the modelled latency at the chosen batch, without queueing)</source>
        <translation>您的回答（所选批量下的模型延迟，不含排队）</translation>
    </message>
    <message>
        <source>the server type&apos;s network bandwidth between servers</source>
        <translation>该服务器类型的服务器间网络带宽</translation>
    </message>
    <message>
        <source>your answer, scaled by GPU count × roofline speed × scaling efficiency</source>
        <translation>您的回答，按 GPU 数量 × 屋顶线速度 × 扩展效率换算</translation>
    </message>
    <message>
        <source>data-loader workers per GPU × images one worker decodes and augments per second / images per sample (defaults table)</source>
        <translation>每卡数据加载进程数 × 每个进程每秒解码并增强的图片数 ÷ 每个样本的图片数（默认值表）</translation>
    </message>
    <message>
        <source>the data-loader workers per GPU this server&apos;s vCPUs allow × images one worker decodes and augments per second / images per sample (defaults table)</source>
        <translation>这台服务器的 vCPU 每卡能开的数据加载进程数 × 每个进程每秒解码并增强的图片数 / 每个样本的图片数（默认值表）</translation>
    </message>
    <message>
        <source>the server&apos;s vCPUs divided by its GPUs, rounded down, where that is below the default workers per GPU (YOLOv5&apos;s rule)</source>
        <translation>服务器的 vCPU 数除以 GPU 数并向下取整，低于每卡默认进程数时取此值（YOLOv5 的规则）</translation>
    </message>
    <message>
        <source>forward FLOPs of {0} / this model&apos;s (measured-throughput table)</source>
        <translation>{0} 的前向计算量 / 本模型的前向计算量（实测吞吐量表）</translation>
    </message>
    <message>
        <source>bytes per Chinese character × Chinese characters per token (defaults table)</source>
        <translation>每个汉字的字节数 × 每个 token 的汉字数（默认值表）</translation>
    </message>
    <message>
        <source>the default by model size, GPT-3&apos;s batch schedule: global_batch_tokens_ref_llm × (N / size_ref_params) ^ global_batch_size_exponent_llm, N the model&apos;s parameters (defaults table)</source>
        <translation>按模型规模取的默认值（依 GPT-3 的批量随规模增长的规律）：global_batch_tokens_ref_llm × (N / size_ref_params) ^ global_batch_size_exponent_llm，N 为模型参数量（默认值表）</translation>
    </message>
    <message>
        <source>a fine-tuning recipe&apos;s batch: launch_global_batch_sequences_finetune sequences × the sequence length (defaults table), the batch the launch files plan</source>
        <translation>微调配方的批大小：launch_global_batch_sequences_finetune 个序列 × 序列长度（默认值表），也是启动文件采用的批大小</translation>
    </message>
    <message>
        <source>the requests a copy runs at once: at most what its KV cache holds (the row above) and vLLM&apos;s largest batch, fewer where the time per output token bounds the batch</source>
        <translation>一个副本同时运行的请求数：不超过其 KV 缓存所能容纳的数量（上一行）和 vLLM 的最大批大小；若每个输出 token 的用时限制了批大小，则更少</translation>
    </message>
    <message>
        <source>a fine-tuning recipe&apos;s batch: launch_global_batch_sequences_finetune examples × the tokens of one example (padded, not packed: each example one sequence), the batch the launch files plan</source>
        <translation>微调方案的批大小：launch_global_batch_sequences_finetune 条样本 × 一条样本的 token 数（补齐而不拼接：每条样本一个序列），即启动文件计划的批大小</translation>
    </message>
    <message>
        <source>your data&apos;s items as the estimate counts them (answers table): padded, not packed, each example is one sequence of its own length</source>
        <translation>按估算对您数据条目的计数（回答表）：补齐而不拼接，每条样本是一个与其自身等长的序列</translation>
    </message>
    <message>
        <source>attention_flops_per_token_layer_hidden_seq × the model&apos;s layers × hidden size × sequence length (× 4/6 for LoRA)</source>
        <translation>attention_flops_per_token_layer_hidden_seq × 模型层数 × 隐藏层宽度 × 序列长度（LoRA 再乘以 4/6）</translation>
    </message>
    <message>
        <source>the model&apos;s size over the reference size, to the fitted size exponent, which grows with the GPU&apos;s 16-bit peak: (N / size_ref_params) ^ (size_exponent_llm + size_peak_exponent_llm × ln(peak16 / anchor_peak)) (defaults table)</source>
        <translation>模型规模与参考规模之比，取拟合所得的规模指数次方（该指数随 GPU 的 16 位峰值算力增大）：(N / size_ref_params) ^ (size_exponent_llm + size_peak_exponent_llm × ln(peak16 / anchor_peak))（默认值表）</translation>
    </message>
    <message>
        <source>assumption of this app for this kind of work ({0}; docs/estimates.md); a reference run gives a better estimate</source>
        <translation>本应用对此类任务（{0}）的假设（见 docs/estimates.md）；提供一次参考运行可得到更准确的估算</translation>
    </message>
    <message>
        <source>vision_activation_bytes_per_image_fp32, halved for 16-bit activations in mixed precision and scaled by the model&apos;s forward FLOPs per image over ResNet-50&apos;s (defaults table)</source>
        <translation>vision_activation_bytes_per_image_fp32；混合精度下激活以 16 位保存，减半；再按本模型与 ResNet-50 每张图像前向 FLOPs 之比缩放（默认值表）</translation>
    </message>
    <message>
        <source>the largest global batch an image model keeps its accuracy at (vision_max_global_batch_images) shared by the {0} data-parallel GPUs, to a power of two: fewer than NVIDIA&apos;s published ResNet-50 batch per GPU that the memory would hold</source>
        <translation>图像模型保持精度的最大全局批量（vision_max_global_batch_images）由 {0} 个数据并行 GPU 分担，取 2 的幂：少于显存可容纳的 NVIDIA 公布的 ResNet-50 每卡批量</translation>
    </message>
    <message>
        <source>NVIDIA&apos;s published ResNet-50 batch per GPU (launch_micro_batch_images_amp, launch_micro_batch_images_fp32), scaled down for a GPU with less memory than launch_micro_batch_reference_gpu_gb and for a model with more work per image, to a power of two; halved while the activations do not fit beside the weights and optimizer states</source>
        <translation>NVIDIA 公布的 ResNet-50 每 GPU 批量（launch_micro_batch_images_amp、launch_micro_batch_images_fp32），显存小于 launch_micro_batch_reference_gpu_gb 的 GPU 或每张图像计算量更大的模型按比例缩小，取 2 的幂；激活与权重、优化器状态放不下时再逐次减半</translation>
    </message>
    <message>
        <source>the launch files&apos; batch (launch_global_batch_samples, at least one micro-batch on every GPU), raised by gradient accumulation until the backward pass hides the gradient exchange between servers, at most vision_max_global_batch_images (defaults table)</source>
        <translation>启动文件的批量（launch_global_batch_samples，且每个 GPU 至少一个微批），通过梯度累积增大，直到反向传播能掩盖服务器之间的梯度交换，最多 vision_max_global_batch_images（默认值表）</translation>
    </message>
    <message>
        <source>image model across servers: each step&apos;s gradient exchange ({0} s over the {1} Gbit/s network, allreduce_traffic_factor) against each GPU&apos;s compute of its share of the global batch ({2} s at {3} images/s per GPU, modelled, a micro-batch taking at least as long as vision_min_efficient_images_per_gpu ResNet-50 images&apos; work); the exchange hides behind the backward pass (dp_exchange_overlap_share) and adds to the step beyond it</source>
        <translation>跨服务器的图像模型：每步的梯度交换（{0} 秒，经 {1} Gbit/s 网络，allreduce_traffic_factor）对比每个 GPU 计算其所分全局批量的时间（{2} 秒，每 GPU 每秒 {3} 张图像，模型估算；每个微批至少按 vision_min_efficient_images_per_gpu 张 ResNet-50 图像的计算量计时）；交换可掩盖在反向传播之后（dp_exchange_overlap_share），超出部分计入步时</translation>
    </message>
    <message>
        <source>language model across servers: each step&apos;s exchange at the network&apos;s line rate ({1} s over the {2} Gbit/s network: allreduce_traffic_factor × the gradients, or for ZeRO-3 zero3_traffic_factor × the model) against the step&apos;s compute ({3} s at the modelled speed); the exchange hides behind the backward pass (dp_exchange_overlap_share) and adds to the step beyond it, below the fitted cross-node factor {0}</source>
        <translation>跨服务器的语言模型：每步按网络线速计的交换（{1} 秒，经 {2} Gbit/s 网络：梯度 × allreduce_traffic_factor，ZeRO-3 则为模型 × zero3_traffic_factor）对比该步的计算（{3} 秒，按模型估算的速度）；交换可掩盖在反向传播之后（dp_exchange_overlap_share），超出部分计入步时，低于拟合的跨节点系数 {0}</translation>
    </message>
    <message>
        <source>activations kept per image × images per GPU per step</source>
        <translation>每张图像保留的激活 × 每 GPU 每步的图像数</translation>
    </message>
    <message>
        <source>FP32 matrix products run on TF32 tensor cores where the GPU has them</source>
        <translation>GPU 具备 TF32 张量核心时，FP32 矩阵乘法以 TF32 运行</translation>
    </message>
    <message>
        <source>your answer</source>
        <translation>您的回答</translation>
    </message>
    <message>
        <source>setting of this app</source>
        <translation>本应用的设定</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>任务类型</translation>
    </message>
    <message>
        <source>{0} parameters</source>
        <translation>{0} 参数</translation>
    </message>
    <message>
        <source>{0} tokens</source>
        <translation>{0} token</translation>
    </message>
    <message>
        <source>Hours (unrounded)</source>
        <translation>时长（小时，未取整）</translation>
    </message>
    <message>
        <source>Job cost (unrounded)</source>
        <translation>任务费用（未取整）</translation>
    </message>
    <message>
        <source>Cost per month (unrounded)</source>
        <translation>每月费用（未取整）</translation>
    </message>
    <message>
        <source>Quantity (unrounded)</source>
        <translation>数量（未取整）</translation>
    </message>
    <message>
        <source>Unit price (unrounded)</source>
        <translation>单价（未取整）</translation>
    </message>
    <message>
        <source>Cost (unrounded)</source>
        <translation>费用（未取整）</translation>
    </message>
    <message>
        <source>Priced from</source>
        <translation>定价依据</translation>
    </message>
    <message>
        <source>What-if value</source>
        <translation>假设变化的取值</translation>
    </message>
    <message>
        <source>{0} × {1}</source>
        <translation>{0} × {1}</translation>
    </message>
    <message>
        <source>at least {0} ({1} recommended: {2})</source>
        <translation>至少 {0}（建议 {1}：{2}）</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0}（{1}）</translation>
    </message>
    <message>
        <source>price list</source>
        <translation>公开价格</translation>
    </message>
    <message>
        <source>assumed price</source>
        <translation>假设价格</translation>
    </message>
    <message numerus="yes">
        <source>{0}: OK ({1} tables, {2} rows, {3} warning(s))</source>
        <translation>
            <numerusform>{0}：正常（{1} 张表，{2} 行，{3} 条警告）</numerusform>
        </translation>
    </message>
    <message>
        <source>bundled catalog</source>
        <translation>内置价格目录</translation>
    </message>
    <message>
        <source>catalog {0}</source>
        <translation>价格目录 {0}</translation>
    </message>
    <message>
        <source>{0}: OK</source>
        <translation>{0}：正常</translation>
    </message>
    <message numerus="yes">
        <source>{0}: OK (table {1}, {2} row(s), {3})</source>
        <translation>
            <numerusform>{0}：正常（表 {1}，{2} 行，{3}）</numerusform>
        </translation>
    </message>
    <message>
        <source>table {0} ({1}): {2} added, {3} changed, {4} unchanged</source>
        <translation>表 {0}（{1}）：新增 {2} 行，修改 {3} 行，未变 {4} 行</translation>
    </message>
    <message>
        <source>, {0} removed</source>
        <translation>，删除 {0} 行</translation>
    </message>
    <message>
        <source>SkyPilot vms.csv for {0}: {1} rows read, {2} not imported</source>
        <translation>{0} 的 SkyPilot vms.csv：读取 {1} 行，{2} 行未导入</translation>
    </message>
    <message>
        <source> (see the warnings above)</source>
        <translation>（见上面的警告）</translation>
    </message>
    <message>
        <source>; instances: {0} added, {1} changed, {2} unchanged</source>
        <translation>；实例表：新增 {0} 行，修改 {1} 行，未变 {2} 行</translation>
    </message>
    <message>
        <source> ({0} confirmed as of {1}: re-dated)</source>
        <translation>（其中 {0} 个价格经 {1} 的文件确认，已更新日期）</translation>
    </message>
    <message numerus="yes">
        <source>; {0} difference(s) where your catalog&apos;s value is kept</source>
        <translation>
            <numerusform>；{0} 处不同保留了您目录中的值</numerusform>
        </translation>
    </message>
    <message>
        <source>dry run, nothing changed: {0}</source>
        <translation>试运行，未做任何更改：{0}</translation>
    </message>
    <message>
        <source>nothing to change: {0}</source>
        <translation>无需更改：{0}</translation>
    </message>
    <message>
        <source>imported {0}; saved as {1}</source>
        <translation>已导入 {0}；已保存为 {1}</translation>
    </message>
    <message numerus="yes">
        <source>import refused: {0} problem(s); your catalog is unchanged</source>
        <translation>
            <numerusform>导入被拒绝：{0} 个问题；您的价格目录未改动</numerusform>
        </translation>
    </message>
    <message>
        <source>--provider applies to SkyPilot vms.csv files only</source>
        <translation>--provider 只适用于 SkyPilot 的 vms.csv 文件</translation>
    </message>
    <message numerus="yes">
        <source>wrote {0} file(s) to {1}</source>
        <translation>
            <numerusform>已将 {0} 个文件写入 {1}</numerusform>
        </translation>
    </message>
    <message>
        <source>reset replaces your catalog by the bundled one; add --yes to confirm</source>
        <translation>reset 会用内置价格目录替换您的价格目录；请加上 --yes 确认</translation>
    </message>
    <message>
        <source>Replace your catalog by the bundled one? A backup is kept. [y/N] </source>
        <translation>用内置价格目录替换您的价格目录？会保留一份备份。[y/N] </translation>
    </message>
    <message>
        <source>nothing changed</source>
        <translation>未做任何更改</translation>
    </message>
    <message>
        <source>catalog reset to the bundled one ({0})</source>
        <translation>价格目录已重置为内置目录（{0}）</translation>
    </message>
    <message>
        <source>; your previous catalog is in {0}</source>
        <translation>；您之前的价格目录在 {0}</translation>
    </message>
    <message numerus="yes">
        <source>{0}: {1} bundled row(s) you do not have</source>
        <translation>
            <numerusform>{0}：内置目录中有 {1} 行是您没有的</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}: {1} row(s) to bring up to date (you had not changed (it|them))</source>
        <translation>
            <numerusform>{0}：{1} 行可更新到最新（您没有改动过）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}: {1} row(s) (differs|differ) from the bundled ones (yours (is|are) kept)</source>
        <translation>
            <numerusform>{0}：{1} 行与内置目录不同（保留您的）</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing to add: your catalog has every bundled row</source>
        <translation>无需添加：您的价格目录已包含内置目录的每一行</translation>
    </message>
    <message numerus="yes">
        <source>added {0} row(s), brought {1} up to date; saved as {2}</source>
        <translation>
            <numerusform>已添加 {0} 行，更新 {1} 行到最新；已保存为 {2}</numerusform>
        </translation>
    </message>
    <message>
        <source>run again with --apply to add them</source>
        <translation>加上 --apply 再运行一次即可添加</translation>
    </message>
    <message>
        <source>there is no earlier version of your catalog that can be read</source>
        <translation>您的价格目录没有可读取的更早版本</translation>
    </message>
    <message>
        <source>restored {0} as {1}</source>
        <translation>已将 {0} 恢复为 {1}</translation>
    </message>
    <message>
        <source>update refused; your catalog is unchanged</source>
        <translation>更新被拒绝；您的价格目录未改动</translation>
    </message>
    <message>
        <source>BIG</source>
        <comment>an update&apos;s row: a price that moves by more than the factor</comment>
        <translation>大幅变动</translation>
    </message>
    <message>
        <source>new</source>
        <comment>an update&apos;s row: an instance the file adds</comment>
        <translation>新增</translation>
    </message>
    <message>
        <source>changed</source>
        <comment>an update&apos;s row: a price that changes</comment>
        <translation>变动</translation>
    </message>
    <message>
        <source>gone</source>
        <comment>an update&apos;s row: an instance no longer in the file</comment>
        <translation>已下架</translation>
    </message>
    <message>
        <source>[your own price ({0}): replaced]</source>
        <translation>[您自己的价格（{0}）：已替换]</translation>
    </message>
    <message>
        <source>[your own price ({0}): kept]</source>
        <translation>[您自己的价格（{0}）：已保留]</translation>
    </message>
    <message>
        <source>{0} {1} -&gt; {2}{3}</source>
        <translation>{0} {1} → {2}{3}</translation>
    </message>
    <message>
        <source>on-demand</source>
        <comment>a price in an update&apos;s row</comment>
        <translation>按量</translation>
    </message>
    <message>
        <source>spot</source>
        <comment>a price in an update&apos;s row</comment>
        <translation>竞价</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>{0} {1} ({2}): not in the file; your row is kept</source>
        <translation>{0} {1}（{2}）：文件中已没有；保留您的这一行</translation>
    </message>
    <message>
        <source>row {0}</source>
        <translation>第 {0} 行</translation>
    </message>
    <message>
        <source>row {0}, column {1}</source>
        <translation>第 {0} 行，{1} 列</translation>
    </message>
    <message>
        <source>included</source>
        <translation>已包含</translation>
    </message>
    <message>
        <source>What if: {0}, {1}</source>
        <translation>假设变化：{0}，{1}</translation>
    </message>
    <message>
        <source>Exchange rate: {0}</source>
        <translation>汇率：{0}</translation>
    </message>
    <message>
        <source>Best option in mainland China</source>
        <translation>中国大陆境内的最佳方案</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>推荐方案</translation>
    </message>
    <message>
        <source>Kind of model</source>
        <translation>模型类型</translation>
    </message>
    <message>
        <source>Model size</source>
        <translation>模型规模</translation>
    </message>
    <message>
        <source>Amount of data</source>
        <translation>数据量</translation>
    </message>
    <message>
        <source>Passes over the data</source>
        <translation>数据遍历次数</translation>
    </message>
    <message>
        <source>Prompt length</source>
        <translation>输入长度</translation>
    </message>
    <message>
        <source>Answer length</source>
        <translation>回答长度</translation>
    </message>
    <message>
        <source>What the service is for</source>
        <translation>服务用途</translation>
    </message>
    <message>
        <source>What matters most</source>
        <translation>最看重</translation>
    </message>
    <message>
        <source>Budget currency</source>
        <translation>预算币种</translation>
    </message>
    <message>
        <source>Budget period</source>
        <translation>预算周期</translation>
    </message>
    <message>
        <source>Work per image</source>
        <translation>每张图像的计算量</translation>
    </message>
    <message>
        <source>Kind of data</source>
        <translation>数据类型</translation>
    </message>
    <message>
        <source>People who use it</source>
        <translation>使用人数</translation>
    </message>
    <message>
        <source>Requests per person a day</source>
        <translation>每人每天请求数</translation>
    </message>
    <message>
        <source>Working hours a day</source>
        <translation>每天工作小时数</translation>
    </message>
    <message>
        <source>Busiest hour</source>
        <translation>最忙时段</translation>
    </message>
    <message>
        <source>Share of a day&apos;s requests in the busiest hour</source>
        <translation>最忙一小时占全天请求的比例</translation>
    </message>
    <message>
        <source>Your own time estimate</source>
        <translation>您自己的时间估计</translation>
    </message>
    <message>
        <source>GPU of your time estimate</source>
        <translation>您的时间估计所对应的 GPU</translation>
    </message>
    <message>
        <source>GPUs of your time estimate</source>
        <translation>您的时间估计所对应的 GPU 数量</translation>
    </message>
    <message>
        <source>Data stays in mainland China</source>
        <translation>数据留在中国大陆</translation>
    </message>
    <message>
        <source>Examples packed into full sequences</source>
        <translation>样本打包成完整序列</translation>
    </message>
    <message>
        <source>Global batch per optimizer step</source>
        <translation>每个优化器步的全局批量</translation>
    </message>
    <message>
        <source>Gradient (activation) checkpointing</source>
        <translation>梯度（激活）检查点</translation>
    </message>
    <message>
        <source>Size of one image file</source>
        <translation>单张图片文件大小</translation>
    </message>
    <message>
        <source>the typical size for this kind of work in the source article</source>
        <translation>原文中这类任务的典型规模</translation>
    </message>
    <message>
        <source>the reference model of the public MLPerf benchmark</source>
        <translation>公开的 MLPerf 基准测试所用的参考模型</translation>
    </message>
    <message>
        <source>compute-optimal: 20 tokens per parameter (Chinchilla)</source>
        <translation>算力最优：每个参数 20 个 token（Chinchilla）</translation>
    </message>
    <message>
        <source>the size of ImageNet-1k, the usual image data set</source>
        <translation>常用图像数据集 ImageNet-1k 的规模</translation>
    </message>
    <message>
        <source>the size of COCO 2017&apos;s training set, the data set detectors are usually trained and measured on</source>
        <translation>COCO 2017 训练集的规模，检测模型通常在这个数据集上训练和测速</translation>
    </message>
    <message>
        <source>the usual recipe for this kind of training</source>
        <translation>这类训练的常用配方</translation>
    </message>
    <message>
        <source>as many passes as compute-optimal training needs, at most 4 (repeated data adds little beyond)</source>
        <translation>按算力最优训练所需的遍数，最多 4 遍（再重复数据收益很小）</translation>
    </message>
    <message>
        <source>the usual, cheapest way to adapt a model</source>
        <translation>最常用、最省钱的模型适配方法</translation>
    </message>
    <message>
        <source>the usual choice: half the memory, full speed</source>
        <translation>常用选择：显存减半，速度不减</translation>
    </message>
    <message>
        <source>the GPUs you chose have no BF16: FP16 mixed precision with loss scaling, as such cards train</source>
        <translation>您选择的 GPU 不支持 BF16：按这类显卡的训练方式，使用带损失缩放的 FP16 混合精度</translation>
    </message>
    <message>
        <source>the app&apos;s default</source>
        <translation>本应用的默认值</translation>
    </message>
    <message>
        <source>the kind of the model you chose</source>
        <translation>所选模型的类型</translation>
    </message>
    <message>
        <source>a typical chat request</source>
        <translation>典型的对话请求</translation>
    </message>
    <message>
        <source>an assumption of this app for a small service: about what 3,800 people send in the busiest hour at average chat use; give the number of people or your rate for a real plan</source>
        <translation>本应用对小型服务的假设：约 3,800 人按平均聊天用量在最忙的一小时内发送的请求；实际规划请给出使用人数或您的请求速率</translation>
    </message>
    <message>
        <source>cheaper; the cost of interruptions is priced in</source>
        <translation>更便宜；中断的代价已计入价格</translation>
    </message>
    <message>
        <source>a deadline was given: the cheapest option that meets it</source>
        <translation>给出了截止时间：取满足它的最便宜方案</translation>
    </message>
    <message>
        <source>no deadline was given: a balance of cost and time</source>
        <translation>没有截止时间：兼顾费用与时间</translation>
    </message>
    <message>
        <source>a service runs all month: the cheapest that carries the load</source>
        <translation>推理服务整月运行：选能承载负载的最便宜方案</translation>
    </message>
    <message>
        <source>a service is always on: an interrupted server stops answering, so no spot servers</source>
        <translation>推理服务需要一直在线：服务器被中断就无法应答，因此不用竞价实例</translation>
    </message>
    <message>
        <source>only Chinese clouds were chosen</source>
        <translation>只选了国内云厂商</translation>
    </message>
    <message>
        <source>clouds in China and abroad are compared</source>
        <translation>比较国内外云厂商</translation>
    </message>
    <message>
        <source>clouds in China and abroad are compared, in your own currency</source>
        <translation>比较国内外云厂商，按您自己的货币显示价格</translation>
    </message>
    <message>
        <source>the currency of the result</source>
        <translation>结果所用币种</translation>
    </message>
    <message>
        <source>the currency of your budget</source>
        <translation>您预算的币种</translation>
    </message>
    <message>
        <source>{items} {kind} × about {per} {unit}, from public data sets&apos; averages</source>
        <translation>{items} 个{kind} × 每个约 {per} 个{unit}，取自公开数据集的平均值</translation>
    </message>
    <message>
        <source>{items} {kind}: each is one training sample</source>
        <translation>{items} {kind}：每个算一个训练样本</translation>
    </message>
    <message>
        <source>a published fine-tuning schedule for image models (BiT-HyperRule): {steps} steps of {batch} images for {samples} images</source>
        <translation>公开的图像模型微调计划（BiT-HyperRule）：{samples} 张图像训练 {steps} 步，每步 {batch} 张图像</translation>
    </message>
    <message>
        <source>image models are fine-tuned whole (all weights), as BiT&apos;s published fine-tuning does; LoRA&apos;s adapters are sized for language models</source>
        <translation>图像模型整体微调（全部权重），与 BiT 公开的微调做法相同；LoRA 适配器是为语言模型设计的</translation>
    </message>
    <message>
        <source>recommendation and reinforcement-learning models are trained whole (all weights); LoRA&apos;s adapters are sized for language models</source>
        <translation>推荐模型和强化学习模型整体训练（全部权重）；LoRA 适配器是为语言模型设计的</translation>
    </message>
    <message>
        <source>click-through-rate models overfit from their second pass over the same data, so they are trained for one (published study)</source>
        <translation>点击率模型从第二遍数据起就会过拟合，因此只训练一遍（已发表的研究）</translation>
    </message>
    <message>
        <source>{users} people × {per_user} requests a working day, {share} of them in the busiest hour</source>
        <translation>{users} 人 × 每个工作日 {per_user} 次请求，其中 {share} 落在最忙的一小时</translation>
    </message>
    <message>
        <source>what chat-assistant users send on average (published usage study)</source>
        <translation>聊天助手用户的平均发送量（已发表的使用研究）</translation>
    </message>
    <message>
        <source>an eight-hour working day</source>
        <translation>每天工作八小时</translation>
    </message>
    <message>
        <source>the busiest hour carries more than an average one (an assumption)</source>
        <translation>最忙的一小时比平均一小时更忙（一项假设）</translation>
    </message>
    <message>
        <source>an average chat turn in public chat data</source>
        <translation>公开聊天数据中一轮对话的平均长度</translation>
    </message>
    <message>
        <source>your estimate names no GPU: taken as time on the mid-range training GPU of the source article</source>
        <translation>您的估计没有说明 GPU：按原文中的中档训练 GPU 上的时间计算</translation>
    </message>
    <message>
        <source>your estimate names no GPU count: taken as one GPU</source>
        <translation>您的估计没有说明 GPU 数量：按一张 GPU 计算</translation>
    </message>
    <message>
        <source>{gb} GB at about {kb} KB per image (ImageNet&apos;s average)</source>
        <translation>{gb} GB，按每张图片约 {kb} KB（ImageNet 的平均值）</translation>
    </message>
    <message>
        <source>{gb} GB at about {kb} KB per image (COCO&apos;s average, the photos detectors train on)</source>
        <translation>{gb} GB，按每张图片约 {kb} KB（COCO 的平均值，即检测模型训练所用的照片）</translation>
    </message>
    <message>
        <source>{gb} GB at {size} per image (your answer)</source>
        <translation>{gb} GB，按每张图片 {size}（您的回答）</translation>
    </message>
    <message>
        <source>COCO&apos;s average image file (the photos YOLO-class detectors train and are measured on); it turns GB into images and images into GB of disk and copying</source>
        <translation>COCO 图片的平均文件大小（YOLO 类检测模型训练和测速所用的照片）；用于把 GB 换算成图片数量，以及把图片数量换算成磁盘容量和拷贝的数据量</translation>
    </message>
    <message>
        <source>ImageNet&apos;s average image file (its training set&apos;s JPEGs); it turns GB into images and images into GB of disk and copying</source>
        <translation>ImageNet 训练集 JPEG 图片的平均文件大小；用于把 GB 换算成图片数量，以及把图片数量换算成磁盘容量和拷贝的数据量</translation>
    </message>
    <message>
        <source>torchtune, LLaMA-Factory and Qwen&apos;s scripts turn it on unless told; the range reaches off</source>
        <translation>torchtune、LLaMA-Factory 和 Qwen 的脚本默认开启；范围已覆盖关闭的情况</translation>
    </message>
    <message>
        <source>padding is what Hugging Face, TRL and LLaMA-Factory do unless told; the range reaches packed</source>
        <translation>Hugging Face、TRL 和 LLaMA-Factory 默认填充而不打包；范围已覆盖打包的情况</translation>
    </message>
    <message>
        <source>GPT-3&apos;s batch for a model of this size (2M tokens at 10B); it sets how much the gradient exchange between servers costs</source>
        <translation>GPT-3 对此规模模型所用的批量（10B 时为 2M token）；它决定服务器之间梯度交换的开销</translation>
    </message>
    <message>
        <source>a fine-tuning recipe&apos;s batch in examples (Stanford Alpaca&apos;s) × the tokens of one example: padded, not packed, each example is one sequence of its own length; the batch the launch files plan; it sets how much the gradient exchange between servers costs</source>
        <translation>微调方案以样本计的批大小（Stanford Alpaca 的）× 一条样本的 token 数：补齐而不拼接，每条样本是一个与其自身等长的序列；即启动文件计划的批大小；它决定服务器之间交换梯度的开销</translation>
    </message>
    <message>
        <source>a fine-tuning recipe&apos;s batch in sequences (Stanford Alpaca&apos;s) of the fine-tuning sequence length, the batch the launch files plan; it sets how much the gradient exchange between servers costs</source>
        <translation>微调配方的批大小（Stanford Alpaca 的序列数）乘以微调序列长度，也是启动文件采用的批大小；它决定服务器之间交换梯度的开销</translation>
    </message>
    <message>
        <source>Request rate</source>
        <translation>每秒请求数</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message numerus="yes">
        <source>%n pass(es)</source>
        <translation>
            <numerusform>%n 遍</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} passes</source>
        <translation>{0} 遍</translation>
    </message>
    <message>
        <source>required</source>
        <translation>需要</translation>
    </message>
    <message>
        <source>not required</source>
        <translation>不需要</translation>
    </message>
    <message>
        <source>CNY (¥)</source>
        <translation>人民币（¥）</translation>
    </message>
    <message>
        <source>USD ($)</source>
        <translation>美元（$）</translation>
    </message>
    <message numerus="yes">
        <source>{0} GPU(s)</source>
        <translation>
            <numerusform>{0} 张 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} a working day</source>
        <translation>每个工作日 {0} 次</translation>
    </message>
    <message>
        <source>{0} × the average hour</source>
        <translation>平均一小时的 {0} 倍</translation>
    </message>
    <message>
        <source>packed</source>
        <translation>已打包</translation>
    </message>
    <message>
        <source>padded per batch</source>
        <translation>按批次填充</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开启</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <source>Q&amp;A pairs</source>
        <translation>问答对</translation>
    </message>
    <message>
        <source>conversations</source>
        <translation>多轮对话</translation>
    </message>
    <message>
        <source>documents</source>
        <translation>文档</translation>
    </message>
    <message>
        <source>pages</source>
        <translation>页</translation>
    </message>
    <message>
        <source>images</source>
        <translation>图片</translation>
    </message>
    <message>
        <source>hours of audio</source>
        <translation>小时音频</translation>
    </message>
    <message>
        <source>hours of video</source>
        <translation>小时视频</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>行</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>样本</translation>
    </message>
    <message>
        <source>~{0}</source>
        <translation>约 {0}</translation>
    </message>
    <message>
        <source> ({0} people)</source>
        <translation>（{0} 人）</translation>
    </message>
    <message>
        <source>your {0} on {1} × {2}</source>
        <translation>您估计的 {0}，按 {1} × {2}</translation>
    </message>
    <message>
        <source>{0}; assumed: {1}</source>
        <translation>{0}；假设：{1}</translation>
    </message>
    <message>
        <source>Assumed: {0}</source>
        <translation>假设：{0}</translation>
    </message>
    <message>
        <source>{0} samples ({1} {2})</source>
        <translation>{0} 个样本（{1} 个{2}）</translation>
    </message>
    <message>
        <source>{0} tokens ({1} {2})</source>
        <translation>{0} token（{1} 个{2}）</translation>
    </message>
    <message>
        <source>{0} images ({1} each, your answer)</source>
        <translation>{0} 张图片（每张 {1}，您的回答）</translation>
    </message>
    <message>
        <source>past your deadline if it runs as slowly as the likely range allows</source>
        <translation>如果按可能范围的上限运行（偏慢），会超过截止时间</translation>
    </message>
    <message>
        <source>over your budget if it runs as slowly as the likely range allows</source>
        <translation>如果按可能范围的上限运行（偏慢），会超出预算</translation>
    </message>
    <message>
        <source>Not chosen: {0}</source>
        <extracomment>{0} lists what a chart&apos;s point misses (&quot;past your deadline and over your budget&quot;)</extracomment>
        <translation>未选用：{0}</translation>
    </message>
    <message>
        <source>{0} (deadline at risk)</source>
        <translation>{0}（截止时间有风险）</translation>
    </message>
    <message>
        <source> (times follow your past run&apos;s hours, which measured your own model, except {0}&apos;s: the past run&apos;s hours are too few for its work, so its speed is modelled from published runs)</source>
        <translation>（时间按您以往运行的小时数推算，那次运行测的是您自己的模型；{0} 除外：以往运行的小时数不够它的计算量，它的速度按已发表运行建模）</translation>
    </message>
    <message>
        <source>the same answer for each: your past run is set aside whichever GPU it ran on, as its hours are too few for this work, so its GPU does not matter</source>
        <extracomment>a past run given without its GPU was set aside whatever GPU it ran on: that GPU changes nothing</extracomment>
        <translation>每种选择的答案都相同：无论以往运行用的是哪种 GPU，它的小时数都不够这项工作的计算量，本估算均不采用这次运行，所以所用 GPU 无关紧要</translation>
    </message>
    <message>
        <source>on {0} your past run is set aside, as its hours are too few for this work on that GPU: its time is modelled from published runs</source>
        <extracomment>{0}: the GPUs (&quot;T4, V100-32GB&quot;) on which a past run&apos;s hours are too few for the work</extracomment>
        <translation>在 {0} 上不采用您的以往运行（在该 GPU 上，它的小时数不够这项工作的计算量）：其时间按已发表运行建模</translation>
    </message>
    <message>
        <source> ({0})</source>
        <translation>（{0}）</translation>
    </message>
    <message>
        <source>entered by you (catalog editor)</source>
        <translation>您自己录入（价格目录编辑器）</translation>
    </message>
    <message>
        <source>{0} images</source>
        <translation>{0} 张图片</translation>
    </message>
    <message>
        <source>not said: sized so people reading the answers as they appear do not wait (the strictest use); an API or batch work lets each server answer more requests at once, so the servers sized for a chat carry it too; choose the use to see its own answer</source>
        <translation>未说明：按用户边出字边阅读时不用等待来配置（要求最严的用途）；API 或批量处理时每台服务器能同时处理更多请求，所以按聊天配置的服务器也能承载；选择具体用途可查看相应的方案</translation>
    </message>
    <message>
        <source>servers abroad are compared too; for a yuan user (a budget or prices in yuan, or the app in Chinese), an answer abroad is flagged with the best option in mainland China</source>
        <translation>境外服务器也参与比较；对人民币用户（预算或价格以人民币计，或使用中文界面），境外方案会被标出，并给出中国大陆境内的最佳方案</translation>
    </message>
    <message numerus="yes">
        <source>{0} request(s)/s</source>
        <translation>
            <numerusform>每秒 {0} 个请求</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} (pass|passes) over ~{1}</source>
        <translation>
            <numerusform>约 {1}，训练 {0} 轮</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} request(s)/s at the busiest hour</source>
        <translation>
            <numerusform>最忙时每秒 {0} 次请求</numerusform>
        </translation>
    </message>
    <message>
        <source>A {0} model ({1} active)</source>
        <translation>{0}参数的模型（每个 token 激活 {1}）</translation>
    </message>
    <message>
        <source>A {0} model</source>
        <translation>{0}参数的模型</translation>
    </message>
    <message>
        <source>smaller</source>
        <translation>更小</translation>
    </message>
    <message>
        <source>assumed</source>
        <translation>假设值</translation>
    </message>
    <message>
        <source>larger</source>
        <translation>更大</translation>
    </message>
    <message>
        <source>over your budget</source>
        <translation>超出预算</translation>
    </message>
    <message>
        <source>past your deadline</source>
        <translation>超过截止时间</translation>
    </message>
    <message>
        <source>too slow a token for a chat</source>
        <extracomment>a chat service: each token of an answer comes slower than a chat&apos;s limit (e.g. 0.09 s against 0.04 s)</extracomment>
        <translation>每个 token 比聊天所需的慢</translation>
    </message>
    <message>
        <source>too slow to its first token for a chat</source>
        <extracomment>a chat service: the first token of an answer comes later than a chat&apos;s limit</extracomment>
        <translation>首个 token 比聊天所需的慢</translation>
    </message>
    <message>
        <source>misses: {0}</source>
        <extracomment>{0} lists other limits an answer misses (&quot;GPU memory, regions&quot;)</extracomment>
        <translation>未满足：{0}</translation>
    </message>
    <message>
        <source>{0} (over your budget and past your deadline)</source>
        <translation>{0}（超出预算，也超过截止时间）</translation>
    </message>
    <message>
        <source>{0} (over your budget)</source>
        <translation>{0}（超出预算）</translation>
    </message>
    <message>
        <source>{0} (past your deadline)</source>
        <translation>{0}（超过截止时间）</translation>
    </message>
    <message>
        <source>{0} (breaks one of your limits)</source>
        <translation>{0}（不满足您设定的某项限制）</translation>
    </message>
    <message>
        <source>{0}: no option</source>
        <translation>{0}：没有可行方案</translation>
    </message>
    <message>
        <source>{0}: {1} × {2}, {3} a month</source>
        <translation>{0}：{1} × {2}，每月 {3}</translation>
    </message>
    <message>
        <source>{0}: {1} × {2}, {3}, {4}</source>
        <translation>{0}：{1} × {2}，{3}，{4}</translation>
    </message>
    <message>
        <source>If the {0} differs — {1}</source>
        <translation>如果{0}不同——{1}</translation>
    </message>
    <message>
        <source> (each time follows your past run&apos;s hours, which measured your own model: another model changes only the memory and the servers)</source>
        <translation>（各项用时都按您以往运行的时长计算，那次运行测的就是您自己的模型：换一个模型只改变显存和服务器）</translation>
    </message>
    <message>
        <source>{0}: {1} — {2}</source>
        <translation>{0}：{1} — {2}</translation>
    </message>
    <message>
        <source>assumption of this app</source>
        <translation>本应用的假设</translation>
    </message>
    <message>
        <source>derived by this app</source>
        <translation>本应用推算</translation>
    </message>
    <message numerus="yes">
        <source>{0} parameter(s)</source>
        <translation>
            <numerusform>{0} 个参数</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} token(s)</source>
        <translation>
            <numerusform>{0} 个 token</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} sample(s)</source>
        <translation>
            <numerusform>{0} 个样本</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} item(s) of data</source>
        <translation>
            <numerusform>{0} 条数据</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} (pass|passes) over the data</source>
        <translation>
            <numerusform>{0} 轮</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} request(s) per second</source>
        <translation>
            <numerusform>{0} 个请求/秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} second(s)</source>
        <translation>
            <numerusform>{0} 秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} (person|people)</source>
        <translation>
            <numerusform>{0} 人</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} question(s) per person a day</source>
        <translation>
            <numerusform>{0} 个问题/人/天</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) read</source>
        <translation>
            <numerusform>已读取 %n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>Fine-tuning method</source>
        <translation>微调方法</translation>
    </message>
    <message numerus="yes">
        <source>{0} hour(s)</source>
        <translation>
            <numerusform>{0} 小时</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (about {0} day(s))</source>
        <translation>
            <numerusform>（约 {0} 天）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>server(s)</source>
        <translation>
            <numerusform>台</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} cop(y|ies) of the model</source>
        <translation>
            <numerusform>{0} 份模型副本</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} server(s)</source>
        <translation>
            <numerusform>{0} 台服务器</numerusform>
        </translation>
    </message>
    <message>
        <source>One copy of the model on {0}, handling about {1} requests per second for the target of {2}.</source>
        <translation>在 {0} 上运行一份模型，每秒约处理 {1} 个请求，满足每秒 {2} 个请求的目标。</translation>
    </message>
    <message>
        <source>{0} on {1}, each copy handling about {2} requests per second: about {3} in all, for the target of {4}.</source>
        <translation>在 {1} 上运行 {0}，每份每秒约处理 {2} 个请求：合计每秒约 {3} 个，满足每秒 {4} 个请求的目标。</translation>
    </message>
    <message>
        <source>{0}, each handling about {1} requests per second, serve the target of {2} requests per second.</source>
        <translation>{0}，每台每秒约处理 {1} 个请求，可满足每秒 {2} 个请求的目标。</translation>
    </message>
    <message>
        <source>On spot servers an interruption is unlikely during this job; the price allows for the lost work.</source>
        <translation>这项任务期间竞价实例不太可能被中断；费用已计入可能损失的工作量。</translation>
    </message>
    <message numerus="yes">
        <source>Expect about {0} interruption(s) on spot servers; the price includes the lost work.</source>
        <translation>
            <numerusform>使用竞价实例预计会被中断约 {0} 次；费用已包含损失的工作量。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> On {0} server(s) that is {1} of the time and {2} of the cost; it grows with every server added, so more servers pay off only for longer jobs.</source>
        <translation>
            <numerusform>在 {0} 台服务器上，这占总用时的 {1}、费用中的 {2}；每多一台服务器就多一份，因此只有较长的任务才值得用更多服务器。</numerusform>
        </translation>
    </message>
    <message>
        <source>Most servers in one cluster (a provider without its own limit)</source>
        <translation>单个集群最多服务器数（未列出自身上限的云厂商）</translation>
    </message>
    <message>
        <source>Training data</source>
        <translation>训练数据</translation>
    </message>
    <message>
        <source>{0} samples</source>
        <translation>{0} 个样本</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>遍历次数（epoch）</translation>
    </message>
    <message>
        <source>Measured reference run</source>
        <translation>实测参考运行</translation>
    </message>
    <message>
        <source>{0} on {1} × {2}</source>
        <translation>在 {1} × {2} 上运行 {0}</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Requests per second</source>
        <translation>每秒请求数</translation>
    </message>
    <message>
        <source>Tokens in / out per request</source>
        <translation>每请求输入 / 输出 token</translation>
    </message>
    <message>
        <source>{0} s</source>
        <extracomment>a latency in seconds (&quot;10 s&quot;)</extracomment>
        <translation>{0} 秒</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>截止时间</translation>
    </message>
    <message>
        <source>Providers</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Spot servers</source>
        <translation>竞价实例</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source> (assumed)</source>
        <translation>（假设）</translation>
    </message>
    <message>
        <source>{0}, {1} active per token</source>
        <extracomment>a mixture of experts: {0} &quot;47 billion parameters&quot;, {1} the parameters one token uses</extracomment>
        <translation>{0}，每个 token 激活 {1}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Plan for the slow case</source>
        <translation>按偏慢情况规划</translation>
    </message>
    <message>
        <source>Providers compared (derived)</source>
        <translation>参与比较的云厂商（据上一项推导）</translation>
    </message>
    <message>
        <source>Regions compared (derived)</source>
        <translation>参与比较的地域（据上一项推导）</translation>
    </message>
    <message>
        <source>{0} — the Chinese clouds, as the data stays in mainland China</source>
        <translation>{0}——数据须留在中国大陆，因此只比较中国的云厂商</translation>
    </message>
    <message>
        <source>{0} — their regions in mainland China</source>
        <translation>{0}——这些云厂商在中国大陆的地域</translation>
    </message>
    <message>
        <source>{0} (about {1}, assumed)</source>
        <extracomment>{0} the data as the user gave it (&quot;20,000 Q&amp;A pairs&quot;), {1} what it was counted as (&quot;4.18 million tokens&quot;), assumed from the answers table&apos;s ratio</extracomment>
        <translation>{0}（约 {1}，假设）</translation>
    </message>
    <message>
        <source>no (runs of a week or more are always planned this way)</source>
        <translation>否（运行一周或更久的任务总是这样规划）</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器台数</translation>
    </message>
    <message>
        <source>GPUs in total</source>
        <translation>GPU 总数</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Meets deadline</source>
        <translation>满足截止时间</translation>
    </message>
    <message>
        <source>Within budget</source>
        <translation>在预算内</translation>
    </message>
    <message>
        <source>Meets every requirement</source>
        <translation>满足全部要求</translation>
    </message>
    <message>
        <source>Why not chosen</source>
        <translation>未选原因</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>产品</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Included in server price</source>
        <translation>已含在服务器价格中</translation>
    </message>
    <message>
        <source>Catalog currency</source>
        <translation>目录币种</translation>
    </message>
    <message>
        <source>Exchange rate date</source>
        <translation>汇率日期</translation>
    </message>
    <message>
        <source>Price as of</source>
        <translation>价格日期</translation>
    </message>
    <message>
        <source>Price source</source>
        <translation>价格来源</translation>
    </message>
    <message>
        <source>CPU architecture</source>
        <translation>CPU 架构</translation>
    </message>
    <message>
        <source>Sized by</source>
        <translation>容量依据</translation>
    </message>
    <message>
        <source>Disk size per server (GB)</source>
        <translation>每台服务器磁盘容量（GB）</translation>
    </message>
    <message>
        <source>Disk tier</source>
        <translation>磁盘档位</translation>
    </message>
    <message>
        <source>Disk volumes</source>
        <translation>磁盘卷数</translation>
    </message>
    <message>
        <source>x86-64</source>
        <translation>x86-64</translation>
    </message>
    <message>
        <source>Arm (aarch64)</source>
        <translation>Arm（aarch64）</translation>
    </message>
    <message>
        <source>at least {0} vCPUs ({1} recommended)</source>
        <translation>至少 {0} 个 vCPU（建议 {1} 个）</translation>
    </message>
    <message>
        <source>{0} vCPUs</source>
        <translation>{0} 个 vCPU</translation>
    </message>
    <message>
        <source>the operating system ({0}) and the serving software&apos;s image ({1}), rounded up; the model&apos;s weights are on the data disk</source>
        <translation>操作系统（{0}）和推理服务软件镜像（{1}），向上取整；模型权重在数据盘上</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Alternative</source>
        <translation>备选方案</translation>
    </message>
    <message numerus="yes">
        <source>{0} job(s) (costs|cost) {1} a month.</source>
        <translation>
            <numerusform>{0} 个任务每月共 {1}。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Room for {0} more cop(y|ies) of “{1}”</source>
        <translation>
            <numerusform>还可再开 {0} 份“{1}”</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Room for {0} more run(s) of “{1}”</source>
        <translation>
            <numerusform>“{1}”还可再跑 {0} 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} ({1} of them on spare hours of shared servers)</source>
        <translation>
            <numerusform>{0}（其中 {1} 次用共享服务器的空闲时间）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} run(s) fewer a month ({1} each)</source>
        <translation>
            <numerusform>每月少运行 {0} 次（每次 {1}）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} ({1} server(s))</source>
        <translation>
            <numerusform>{0}（{1} 台服务器）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} run(s) a month</source>
        <translation>
            <numerusform>每月 {0} 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} day(s)</source>
        <translation>
            <numerusform>{0} 天</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} line(s) (has|have) no price in the catalog and (is|are) not in the totals; ask the provider.</source>
        <translation>
            <numerusform>有 {0} 项在目录中没有价格，未计入合计；请向云厂商询价。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} line(s) (uses|use) an assumed price (no price page gives one; see the assumptions); ask the provider for a quote.</source>
        <translation>
            <numerusform>{0} 项费用使用假设价格（没有公开价格页给出该价格，见“假设”一节）；请向云厂商询价。</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} (first token {1})</source>
        <extracomment>the time a whole served answer takes, then the time to its first token: &quot;51.2 s (first token 0.3 s)&quot;</extracomment>
        <translation>{0}（首个 token {1}）</translation>
    </message>
    <message>
        <source>first token {0}</source>
        <extracomment>after a served answer&apos;s whole time, the time to its first token</extracomment>
        <translation>首个 token {0}</translation>
    </message>
    <message>
        <source>; slow for a chat service</source>
        <extracomment>after &quot;first token 0.3 s&quot; in the proposal&apos;s key figures</extracomment>
        <translation>；对聊天服务来说偏慢</translation>
    </message>
    <message>
        <source>An answer of {0} tokens to a prompt of {1} takes up to about {2}: the first token after {3}, then {4} a token (when a copy of the model serves the full batch it is sized for; queueing not counted).</source>
        <translation>对 {1} token 的提示词生成 {0} token 的回答，最多约需 {2}：{3}后出首个 token，之后每个 token {4}（按每份模型副本满批量运行计算，不含排队）。</translation>
    </message>
    <message>
        <source>Sized for batch work: as many requests at once as the memory holds, since no one waits on an answer.</source>
        <translation>按批量处理配置：显存能容纳多少请求就同时处理多少，因为没有人等着看回答。</translation>
    </message>
    <message>
        <source>Sized for an API that other programs call: MLPerf Inference&apos;s server limit of {0} a token.</source>
        <translation>按由其他程序调用的 API 配置：采用 MLPerf Inference 服务器场景的上限，每个 token {0}。</translation>
    </message>
    <message>
        <source>That is slow for a chat service: MLPerf Inference&apos;s interactive test holds a model to {0} to the first token and {1} a token, and even one request alone is slower here. A faster GPU, or more GPUs for each copy of the model, would be needed.</source>
        <translation>这对聊天服务来说偏慢：MLPerf Inference 的交互式测试要求首个 token 在 {0} 内、之后每个 token {1}，而这里即使只处理一个请求也达不到。需要更快的 GPU，或给每个模型副本更多 GPU。</translation>
    </message>
    <message>
        <source>Fast enough for a chat service (MLPerf Inference&apos;s interactive limits: {0} to the first token, {1} a token).</source>
        <translation>对聊天服务来说足够快（MLPerf Inference 交互场景的上限：首个 token {0}，每个 token {1}）。</translation>
    </message>
    <message>
        <source>That is slow for a chat service: MLPerf Inference&apos;s interactive test holds a model to {0} to the first token and {1} a token, about {2} for this answer. For a chat service, set the longest acceptable wait to {2}; batch work, or an API whose answers are read in full, can keep this one.</source>
        <translation>这对聊天服务来说偏慢：MLPerf Inference 的交互场景要求首个 token 不超过 {0}、每个 token 不超过 {1}，这样的回答约需 {2}。若用于聊天服务，请把“可接受的最长等待”设为 {2}；批处理或整段读取回答的 API 可以沿用这个方案。</translation>
    </message>
    <message>
        <source>{0} to the first token and {1} a token, where a chat allows {2} and {3}</source>
        <extracomment>an option too slow for a chat service on both of its limits: {0} its time to the first token, {1} its time a token, {2} and {3} a chat&apos;s limits for them</extracomment>
        <translation>首个 token 要 {0}、每个 token 要 {1}，而聊天要求分别在 {2} 和 {3} 内</translation>
    </message>
    <message>
        <source>{0} a token, where a chat allows {1}</source>
        <extracomment>an option too slow for a chat service: {0} its time a token, {1} a chat&apos;s limit for it</extracomment>
        <translation>每个 token 要 {0}，而聊天要求在 {1} 内</translation>
    </message>
    <message>
        <source>{0} to the first token, where a chat allows {1}</source>
        <extracomment>an option too slow for a chat service: {0} its time to the first token, {1} a chat&apos;s limit for it</extracomment>
        <translation>首个 token 要 {0}，而聊天要求在 {1} 内</translation>
    </message>
    <message>
        <source>Too slow for a chat: {0} (MLPerf Inference&apos;s interactive limits).</source>
        <extracomment>why an alternative of a chat service was not chosen; {0}: what it misses of a chat&apos;s limits (&quot;3.23 s to the first token, where a chat allows 0.45 s&quot;)</extracomment>
        <translation>用于聊天太慢：{0}（MLPerf Inference 交互场景的上限）。</translation>
    </message>
    <message>
        <source>Prompts of {tokens} tokens make the first token slow: the cheapest option that carries the load, {gpus} on {provider} at {cost} a month, would take {time} to the first token, where a chat allows {limit}. The pick is the cheapest that answers within it: {mine}, for {more} more a month.</source>
        <extracomment>a chat service whose long prompts rule out the cheapest servers: {tokens} the prompt&apos;s length; {gpus} and {provider} the cheapest option that carries the load (&quot;2 × GH200&quot;, &quot;Lambda&quot;); {cost} its monthly cost; {time} its time to the first token; {limit} a chat&apos;s limit; {mine} the pick&apos;s own time to the first token; {more} how much more the pick costs a month</extracomment>
        <translation>提示词长达 {tokens} 个 token，首个 token 来得慢：能承载负载的最便宜方案是 {provider} {gpus}，每月 {cost}，但首个 token 要 {time}，而聊天要求在 {limit} 内。所选方案是在此时限内作答的最便宜方案：首个 token {mine}，每月多花 {more}。</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n row(s)</source>
        <translation>
            <numerusform>删除 %n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}: {1} × GPU memory, under the {2} × rule</source>
        <extracomment>the card&apos;s host memory of a server below the sizing rule but kept: {0} its memory, {1} that as a multiple of its GPUs&apos; memory (&quot;1.8&quot;), {2} the rule&apos;s range of that multiple (&quot;2–3&quot;)</extracomment>
        <translation>{0}：为显存的 {1} 倍，低于规则的 {2} 倍</translation>
    </message>
    <message>
        <source>{0} × ({1})</source>
        <translation>{0} 倍（{1}）</translation>
    </message>
    <message>
        <source>{0} is {1} × its {2} of GPU memory, below the host sizing rule&apos;s {3} × (at least {4}). It is the cloud&apos;s standard shape for {5}, so it is kept: servers are refused only below {6}. Check that data loading and caching fit in {0}.</source>
        <extracomment>{0} the server&apos;s memory, {1} its multiple of the GPUs&apos; memory, {2} the GPUs&apos; memory, {3} the rule&apos;s range of the multiple (&quot;2–3&quot;), {4} the rule&apos;s minimum, {5} its GPUs (&quot;8 × A100-80GB&quot;), {6} below what a server is refused (&quot;1.2 × (768 GB)&quot;)</extracomment>
        <translation>{0} 是其 GPU 显存 {2} 的 {1} 倍，低于主机配置规则的 {3} 倍（至少 {4}）。它是云厂商为 {5} 提供的标准规格，因此仍予保留：只有低于 {6} 的服务器才会被排除。请确认数据加载和缓存能放进 {0}。</translation>
    </message>
    <message>
        <source>{0} (at least {1}); kept as the cloud&apos;s standard shape for {2}</source>
        <extracomment>the proposal&apos;s memory per server of a server kept below the sizing rule: {0} the card&apos;s words (&quot;320 GB: 1.25 × GPU memory, under the 2–3 × rule&quot;), {1} the rule&apos;s minimum, {2} its GPUs (&quot;8 × V100-32GB&quot;)</extracomment>
        <translation>{0}（至少 {1}）；作为云厂商为 {2} 提供的标准规格予以保留</translation>
    </message>
    <message>
        <source>your price</source>
        <translation>您的价格</translation>
    </message>
    <message>
        <source>your price, entered {0}</source>
        <extracomment>a price the user typed in the catalog editor (a negotiated discount); {0}: the day it was typed</extracomment>
        <translation>您的价格，{0} 录入</translation>
    </message>
    <message>
        <source>price quoted to you</source>
        <translation>报给您的价格</translation>
    </message>
    <message>
        <source>price quoted to you, {0}</source>
        <extracomment>a price quoted to the user (recorded with its quote); {0}: the quote&apos;s date</extracomment>
        <translation>报给您的价格，{0}</translation>
    </message>
    <message>
        <source>your price (catalog editor), entered {0}</source>
        <extracomment>the CSV&apos;s &quot;Price source&quot; of a price the user typed; {0}: the day it was typed</extracomment>
        <translation>您的价格（价格目录编辑器），{0} 录入</translation>
    </message>
    <message>
        <source>price quoted to you (recorded as a quote), {0}</source>
        <extracomment>the CSV&apos;s &quot;Price source&quot; of a price quoted to the user; {0}: the quote&apos;s date</extracomment>
        <translation>报给您的价格（记为报价），{0}</translation>
    </message>
    <message>
        <source>You entered this price in the catalog editor on {0} (a negotiated price, for example): it is used as entered, not checked against a price list. Catalog → Edit catalog… shows and changes it.</source>
        <extracomment>the tooltip of the card&apos;s &quot;your price, entered …&quot;; {0}: the day it was typed</extracomment>
        <translation>这个价格是您 {0} 在价格目录编辑器中录入的（例如谈下来的折扣价）：按录入的数值使用，不与任何价格表核对。“价格目录 → 编辑价格目录…”可查看和修改。</translation>
    </message>
    <message>
        <source>This price was quoted to you ({0}) and recorded in your catalog: it is used as entered, not checked against a price list.</source>
        <extracomment>the tooltip of the card&apos;s &quot;price quoted to you, …&quot;; {0}: the quote&apos;s date</extracomment>
        <translation>这个价格是报给您的（{0}），已记入您的价格目录：按录入的数值使用，不与任何价格表核对。</translation>
    </message>
    <message>
        <source>your own prices for: {0}</source>
        <extracomment>after the source of the prices&apos; date in the assumptions (&quot;price catalog; your own prices for: …&quot;); {0}: the prices the user entered, each with its date</extracomment>
        <translation>您自己的价格：{0}</translation>
    </message>
    <message numerus="yes">
        <source>{0} price(s) confirmed as of %1</source>
        <translation>
            <numerusform>{0} 个价格已确认，截至 %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not usable: {0} row(s) of the file, by reason</source>
        <translation>
            <numerusform>无法使用：文件中的 {0} 行，按原因分组</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} new instance(s)</source>
        <translation>
            <numerusform>新增 {0} 个实例</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} price change(s)</source>
        <translation>
            <numerusform>更新 {0} 个价格</numerusform>
        </translation>
    </message>
    <message>
        <source>Apply brings in %1 and %2.</source>
        <translation>点击“应用”将%1，并%2。</translation>
    </message>
    <message>
        <source>Apply brings in %1.</source>
        <translation>点击“应用”将%1。</translation>
    </message>
    <message numerus="yes">
        <source>{0} unchanged price(s) (is|are) confirmed by a newer file: Apply dates (it|them) as of that file.</source>
        <translation>
            <numerusform>{0} 个未变的价格已由较新的文件确认：点击“应用”会将其日期改为该文件的日期。</numerusform>
        </translation>
    </message>
    <message>
        <source>Apply is off until you tick a row below.</source>
        <translation>在下方勾选行之前，“应用”不可用。</translation>
    </message>
    <message numerus="yes">
        <source>{0} of the price changes listed (replaces|replace) your own price(s): only those you tick are taken.</source>
        <translation>
            <numerusform>列出的价格变化中有 {0} 个会替换您自己的价格：只采用您勾选的。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} of the confirmed prices (is|are) your own: (its|their) date moves only if you tick (it|them).</source>
        <translation>
            <numerusform>已确认的价格中有 {0} 个是您自己的价格：只有勾选后其日期才会更改。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing of %1 is applied until you tick (its|their) big changes below.</source>
        <translation>
            <numerusform>在下方勾选其大幅变动之前，%1 的任何更改都不会应用。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Apply is off: nothing of %1 is applied until you tick (its|their) big changes below.</source>
        <translation>
            <numerusform>“应用”暂不可用：在下方勾选其大幅变动之前，%1 的任何更改都不会应用。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not listed, as your price sources do not use (it|them): %1. Add or turn (it|them) on with “Price sources…”.</source>
        <translation>
            <numerusform>未列出（您的价格来源中没有或未启用）：%1。可通过“价格来源…”添加或启用。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not listed, as (it|they) (has|have) no public price file this app can read: %1. Keep (its|their) prices current by typing the price you were quoted in the catalog editor (Catalog → Edit catalog…), or by importing a quote or price CSV there (Catalog → Import CSV…).</source>
        <translation>
            <numerusform>未列出（没有本软件可读取的公开价格文件）：%1。请在价格目录编辑器中填入对方给您的报价（价格目录 → 编辑价格目录…），或在那里导入报价或价格 CSV（价格目录 → 导入 CSV…），以保持其价格为最新。</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}: the price file, {1} bytes, dated {2} ({3})</source>
        <translation>{0}：价格文件 {1} 字节，日期 {2}（{3}）</translation>
    </message>
    <message>
        <source>{0}: the price file, {1} bytes, undated ({2})</source>
        <translation>{0}：价格文件 {1} 字节，未注明日期（{2}）</translation>
    </message>
    <message numerus="yes">
        <source>{0} new instance(s) in the file.</source>
        <translation>
            <numerusform>文件中新增 {0} 个实例。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} price(s) changed, {1} of them by more than ×{2}.</source>
        <translation>
            <numerusform>{0} 个价格有变化，其中 {1} 个涨跌超过 {2} 倍。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} price(s) changed.</source>
        <translation>
            <numerusform>{0} 个价格有变化。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} instance(s) no longer in the file: your row(s) (is|are) kept.</source>
        <translation>
            <numerusform>{0} 个实例已不在文件中：你目录中的这些行保留不变。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} row(s) of the file cannot be used (why below).</source>
        <translation>
            <numerusform>文件中有 {0} 行无法使用（原因见下）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} price(s) unchanged, {1} of them confirmed by this file (dated {2}).</source>
        <translation>
            <numerusform>{0} 个价格未变，其中 {1} 个由该文件确认（日期 {2}）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} price(s) unchanged.</source>
        <translation>
            <numerusform>{0} 个价格未变。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>not usable: {0} row(s): {1}</source>
        <translation>
            <numerusform>无法使用：{0} 行：{1}</numerusform>
        </translation>
    </message>
    <message>
        <source>… and {0} more (--verbose for all)</source>
        <translation>……另有 {0} 行（加 --verbose 列出全部）</translation>
    </message>
    <message numerus="yes">
        <source>{0} price(s) (moves|move) by more than ×{1} up or down:</source>
        <translation>
            <numerusform>{0} 个价格的涨跌超过 {1} 倍：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} difference(s) where your catalog&apos;s value is kept (hardware figures, currency).</source>
        <translation>
            <numerusform>{0} 处差异保留你目录中的值（硬件参数、币种）。</numerusform>
        </translation>
    </message>
    <message>
        <source>--verbose lists them.</source>
        <translation>加 --verbose 可逐条列出。</translation>
    </message>
    <message numerus="yes">
        <source>Updated {0} price(s).</source>
        <translation>
            <numerusform>已更新 {0} 个价格。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added {0} instance(s).</source>
        <translation>
            <numerusform>已新增 {0} 个实例。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} unchanged price(s) (is|are) dated anew: a newer file confirms (it|them).</source>
        <translation>
            <numerusform>{0} 个未变的价格已改为新日期：较新的文件确认了这些价格。</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved as {0}.</source>
        <translation>已保存为 {0}。</translation>
    </message>
    <message numerus="yes">
        <source>{0} of your own price(s) kept: choose row by row in the app (Catalog → Update prices…).</source>
        <translation>
            <numerusform>保留了你自己的 {0} 个价格：可在应用中逐行选择（“价格目录 → 更新价格…”）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>update refused: {0} problem(s); your catalog is unchanged</source>
        <translation>
            <numerusform>更新被拒绝：{0} 个问题；你的价格目录未改动</numerusform>
        </translation>
    </message>
    <message>
        <source>your own price replaced: {0}, {1} {2} ({3}) → {4}</source>
        <translation>您自己的价格已替换：{0}，{1} {2}（{3}）→ {4}</translation>
    </message>
    <message>
        <source>your own price kept: {0}, {1} {2} ({3}); the file&apos;s: {4}</source>
        <translation>已保留您自己的价格：{0}，{1} {2}（{3}）；文件中为 {4}</translation>
    </message>
    <message>
        <source>kept {0} of your own prices; --replace-own to take the file&apos;s</source>
        <translation>保留了您自己的 {0} 个价格；如要改用文件中的价格，请加 --replace-own</translation>
    </message>
    <message>
        <source>took the file&apos;s price in place of {0} of your own prices (--replace-own)</source>
        <translation>已用文件中的价格替换您自己的 {0} 个价格（--replace-own）</translation>
    </message>
    <message>
        <source>your own prices&apos; row removed: {0} (not in the file)</source>
        <translation>已删除您自己价格所在的行：{0}（文件中没有）</translation>
    </message>
    <message>
        <source>your own prices&apos; row kept: {0} (not in the file)</source>
        <translation>保留您自己价格所在的行：{0}（文件中没有）</translation>
    </message>
    <message numerus="yes">
        <source>removed {0} row(s) with prices of your own that the file leaves out (--replace-own)</source>
        <translation>
            <numerusform>删除了文件中没有的 {0} 行您自己的价格（--replace-own）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>kept {0} row(s) with prices of your own that the file leaves out; --replace-own to remove (it|them)</source>
        <translation>
            <numerusform>保留了文件中没有的 {0} 行您自己的价格；如要删除，请加 --replace-own</numerusform>
        </translation>
    </message>
    <message>
        <source>The data-loading rate the time rests on ({0} images/s per worker) was measured on an x86 CPU; the catalog has no figure measured on an Arm CPU, so the time may differ.</source>
        <extracomment>{0} images one data-loader worker decodes and augments per second (the catalog&apos;s figure, measured on x86)</extracomment>
        <translation>时间所依据的数据加载速度（每个 worker 每秒 {0} 张图像）是在 x86 CPU 上测得的；目录中没有在 Arm CPU 上测得的数字，所以实际时间可能不同。</translation>
    </message>
    <message>
        <source>{0} has an Arm CPU ({1}): install software built for aarch64. PyTorch&apos;s aarch64 CUDA wheels come with pip install torch from PyTorch 2.11 (before, from download.pytorch.org/whl/cu128), container images must be arm64 (an x86-only image does not start), and a package without an aarch64 wheel is built from source on the server.</source>
        <extracomment>{0} the server type, {1} its CPU (e.g. NVIDIA Grace (Arm Neoverse V2))</extracomment>
        <translation>{0} 的 CPU 是 Arm 架构（{1}）：要安装为 aarch64 构建的软件。PyTorch 2.11 起，pip install torch 即装上 PyTorch 的 aarch64 CUDA 版本（更早的版本从 download.pytorch.org/whl/cu128 安装）；容器镜像必须是 arm64 的（只支持 x86 的镜像无法启动）；没有 aarch64 预编译包的软件包会在服务器上从源码编译。</translation>
    </message>
    <message>
        <source>{0} has an Arm CPU ({1}) and {2} GPUs of compute capability {3}: PyTorch&apos;s own aarch64 builds run only compute capability {4} and up, so pip install torch, and the launch files&apos; setup, give a PyTorch that cannot use these GPUs. It is shown only because your choices leave no other server.</source>
        <extracomment>{0} the server type, {1} its CPU (e.g. AWS Graviton2), {2} the GPU, {3} its compute capability (7.5), {4} the lowest compute capability PyTorch&apos;s aarch64 builds run (8.0)</extracomment>
        <translation>{0} 的 CPU 是 Arm 架构（{1}），GPU 是计算能力 {3} 的 {2}：PyTorch 官方的 aarch64 版本只支持计算能力 {4} 及以上，所以 pip install torch 和启动文件的安装步骤装上的 PyTorch 用不了这些 GPU。之所以给出它，只是因为您的选择里没有别的服务器。</translation>
    </message>
    <message>
        <source>Start it from {0}, the provider&apos;s image that runs PyTorch on it, or allow other servers.</source>
        <extracomment>{0} the provider&apos;s own machine image that runs PyTorch on this server</extracomment>
        <translation>请用 {0}（云厂商自己的、能在它上面运行 PyTorch 的镜像）启动它，或放宽选择、允许其他服务器。</translation>
    </message>
    <message>
        <source>No image the catalog knows runs PyTorch on it: allow other servers.</source>
        <translation>目录中没有已知能在它上面运行 PyTorch 的镜像：请放宽选择、允许其他服务器。</translation>
    </message>
    <message>
        <source>warning: the server dates the file {0}, later than today; the fetch date {1} is used instead</source>
        <translation>警告：服务器给出的文件日期 {0} 晚于今天，改用获取日期 {1}</translation>
    </message>
    <message>
        <source>nothing to change: your prices match the files</source>
        <translation>无需更改：你的价格与文件一致</translation>
    </message>
    <message>
        <source>dry run, nothing changed</source>
        <translation>试运行，未做任何更改</translation>
    </message>
</context>
</TS>
