# Why a file could not be read or written. English shows the operating system's own words
# ($os); other languages word the error by its kind (the variables differ on purpose).

io-not-found = 找不到该文件或文件夹
io-permission-denied = 没有访问权限
io-already-exists = 文件已存在
io-is-a-directory = 这是一个文件夹，不是文件
io-not-a-directory = 路径中的某一部分不是文件夹
io-storage-full = 磁盘空间已满
io-read-only-filesystem = 文件系统是只读的
io-invalid-data = 数据无效
io-invalid-input = 文件名或路径无效
io-interrupted = 操作被中断
io-unexpected-eof = 文件意外结束
io-write-zero = 无法写入数据
io-timed-out = 操作超时
io-resource-busy = 文件或设备正忙
io-file-too-large = 文件太大
io-crosses-devices = 不能跨设备移动文件
# An error of another kind, with the operating system's code.
io-os-error = 系统错误（错误码 { $code }）
io-other = 输入输出错误
io-missing-folder = 文件夹 { $folder } 不存在
io-too-large = 文件大于 { $mib } MiB，超过 Keyspace Studio 能读取的上限
# A destination that is a symbolic link: refused (the link, where it points).
io-symbolic-link = { $path } 是指向 { $target } 的符号链接：没有写入任何内容（写入从不经过链接）；要写到那里，请直接指定 { $target }，或删除该链接
# $kind: folder, socket or other.
io-special-file = { $path } 是{ $kind ->
        [folder] 文件夹
        [socket] 套接字
       *[other] 特殊文件
    }，不是文件：没有写入任何内容
# A destination written in no case ($why: read-only or no-reader).
io-unwritable = { $path } { $why ->
        [read-only] 是只读文件：没有写入任何内容（请把它改为可写，或指定另一个文件）
       *[no-reader] 是没有程序读取的 FIFO：没有写入任何内容（请先启动读取它的程序）
    }
# 无法写入的文件：路径与原因。
io-cannot-write = { $path }：无法写入：{ $cause }
